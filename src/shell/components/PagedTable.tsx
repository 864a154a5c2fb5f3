import {
  Box, LinearProgress, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { WRAP_BETWEEN_WORDS } from '../theme';

export interface PagedColumn<T> {
  key: string;
  /** i18n key of the header */
  label: string;
  /** `index`: the row's position in the whole list (0-based) */
  render: (row: T, index: number) => ReactNode;
  /** hidden on narrow screens: true below 600 px, 'md' below 900, 'lg' below 1200 */
  fold?: boolean | 'md' | 'lg';
  /** kept on one line (dates, codes, chips) */
  nowrap?: boolean;
}

/** The i18n keys a line gives the table for its own words. */
export interface PagedTableTexts {
  loading: string;
  /** shown when there are no rows */
  empty: string;
  /** "{from}–{to} of {count}" */
  pageOf: string;
  /** prefix of the pager buttons' names (`<prefix>.first`, `.previous`, `.next`, `.last`): first/last shown too */
  pageButtons?: string;
}

export interface PagedTableProps<T> {
  /** the table's accessible name (already translated) */
  title: string;
  columns: PagedColumn<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string | number;
  total: number;
  /** 1-based */
  pageIndex: number;
  pageSize: number;
  onPage: (pageIndex: number) => void;
  loading: boolean;
  error?: Error | null;
  texts: PagedTableTexts;
  toolbar?: ReactNode;
}

const cellSx = <T,>(c: PagedColumn<T>) => ({
  ...(c.fold ? { display: { xs: 'none', [c.fold === true ? 'sm' : c.fold]: 'table-cell' } } : {}),
  ...(c.nowrap ? { whiteSpace: 'nowrap' } : {}),
});

/**
 * A server-paged table for the workflow screens of the business lines: a loading bar, the server's error, an empty
 * state, pages of the spec's size, columns that fold away on a phone.
 */
export function PagedTable<T>(props: PagedTableProps<T>) {
  const { title, columns, rows, rowKey, total, pageIndex, pageSize, onPage, loading, error, texts, toolbar } = props;
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ minWidth: 0 }}>
      {toolbar && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 1.5, alignItems: 'center' }}>{toolbar}</Box>}
      {loading ? <LinearProgress aria-label={translate(texts.loading)} /> : <Box sx={{ height: 4 }} />}
      {error && <Typography role="alert" color="error" sx={{ p: 2 }}>{error.message}</Typography>}
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={title} sx={{ ...WRAP_BETWEEN_WORDS, '& th': { whiteSpace: { sm: 'nowrap' } } }}>
          <TableHead>
            <TableRow>
              {columns.map((c) => <TableCell key={c.key} sx={{ fontWeight: 600, ...cellSx(c) }}>{translate(c.label)}</TableCell>)}
            </TableRow>
          </TableHead>
          <TableBody>
            {(rows ?? []).map((row, index) => (
              <TableRow key={rowKey(row)} hover data-row={rowKey(row)}>
                {columns.map((c) => <TableCell key={c.key} sx={cellSx(c)}>{c.render(row, (pageIndex - 1) * pageSize + index)}</TableCell>)}
              </TableRow>
            ))}
            {rows && rows.length === 0 && !loading && (
              <TableRow>
                <TableCell colSpan={columns.length}>
                  <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>{translate(texts.empty)}</Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div" count={total} page={Math.max(0, pageIndex - 1)} rowsPerPage={pageSize} rowsPerPageOptions={[pageSize]}
        onPageChange={(_event, page) => onPage(page + 1)}
        showFirstButton={Boolean(texts.pageButtons)} showLastButton={Boolean(texts.pageButtons)}
        {...(texts.pageButtons ? { getItemAriaLabel: (type: string) => translate(`${texts.pageButtons}.${type}`) } : {})}
        labelDisplayedRows={({ from, to, count }) => translate(texts.pageOf, { from, to, count })}
      />
    </Paper>
  );
}
