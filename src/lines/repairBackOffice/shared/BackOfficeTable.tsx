import {
  Box, LinearProgress, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface BackOfficeColumn<T> {
  key: string;
  /** i18n key of the header */
  label: string;
  render: (row: T) => ReactNode;
  /** hidden on narrow screens: true below 600 px, 'md' below 900, 'lg' below 1200 */
  fold?: boolean | 'md' | 'lg';
  /** kept on one line (dates, codes, chips) */
  nowrap?: boolean;
}

export interface BackOfficeTableProps<T> {
  /** the table's accessible name (already translated) */
  title: string;
  columns: BackOfficeColumn<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string | number;
  total: number;
  /** 1-based */
  pageIndex: number;
  pageSize: number;
  onPage: (pageIndex: number) => void;
  loading: boolean;
  error?: Error | null;
  /** i18n key shown when there are no rows */
  empty?: string;
  toolbar?: ReactNode;
}

const cellSx = <T,>(c: BackOfficeColumn<T>) => ({
  ...(c.fold ? { display: { xs: 'none', [c.fold === true ? 'sm' : c.fold]: 'table-cell' } } : {}),
  ...(c.nowrap ? { whiteSpace: 'nowrap' } : {}),
});

/** The back office's paged table: a loading bar, the server's error, an empty state, pages of the spec's size. */
export function BackOfficeTable<T>(props: BackOfficeTableProps<T>) {
  const { title, columns, rows, rowKey, total, pageIndex, pageSize, onPage, loading, error, empty, toolbar } = props;
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ minWidth: 0 }}>
      {toolbar && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 1.5, alignItems: 'center' }}>{toolbar}</Box>}
      {loading ? <LinearProgress aria-label={translate('app.backOffice.common.loading')} /> : <Box sx={{ height: 4 }} />}
      {error && <Typography role="alert" color="error" sx={{ p: 2 }}>{error.message}</Typography>}
      <TableContainer sx={{ overflowX: 'auto' }}>
        {/* the console's tables break words anywhere; here a cell wraps between words and the table scrolls */}
        <Table size="small" aria-label={title} sx={{ '& td, & th': { overflowWrap: 'normal', wordBreak: 'normal' }, '& th': { whiteSpace: { sm: 'nowrap' } } }}>
          <TableHead>
            <TableRow>
              {columns.map((c) => <TableCell key={c.key} sx={{ fontWeight: 600, ...cellSx(c) }}>{translate(c.label)}</TableCell>)}
            </TableRow>
          </TableHead>
          <TableBody>
            {(rows ?? []).map((row) => (
              <TableRow key={rowKey(row)} hover data-row={rowKey(row)}>
                {columns.map((c) => <TableCell key={c.key} sx={cellSx(c)}>{c.render(row)}</TableCell>)}
              </TableRow>
            ))}
            {rows && rows.length === 0 && !loading && (
              <TableRow>
                <TableCell colSpan={columns.length}>
                  <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>{translate(empty ?? 'app.backOffice.common.empty')}</Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div" count={total} page={Math.max(0, pageIndex - 1)} rowsPerPage={pageSize} rowsPerPageOptions={[pageSize]}
        onPageChange={(_event, page) => onPage(page + 1)} showFirstButton showLastButton
        getItemAriaLabel={(type) => translate(`app.backOffice.common.pages.${type}`)}
        labelDisplayedRows={({ from, to, count }) => translate('app.backOffice.common.pageOf', { from, to, count })}
      />
    </Paper>
  );
}
