import {
  Box, LinearProgress, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface Column<T> {
  key: string;
  /** i18n key of the header */
  label: string;
  render: (row: T, index: number) => ReactNode;
  /** hidden below 600 px (the row's detail shows it) */
  fold?: boolean;
}

export interface PagedTableProps<T> {
  /** the table's accessible name */
  title: string;
  columns: Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string | number;
  total: number;
  /** 1-based */
  pageIndex: number;
  pageSize: number;
  onPage: (pageIndex: number) => void;
  loading: boolean;
  error?: Error | null;
  toolbar?: ReactNode;
}

const FOLD = { display: { xs: 'none', sm: 'table-cell' } };

/** A server-paged table of the satellite-TV screens: loading bar, error, empty state, pages of `pageSize`. */
export function PagedTable<T>({ title, columns, rows, rowKey, total, pageIndex, pageSize, onPage, loading, error, toolbar }: PagedTableProps<T>) {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ minWidth: 0 }}>
      {toolbar && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 1, alignItems: 'center' }}>{toolbar}</Box>}
      {loading ? <LinearProgress aria-label={translate('app.satelliteTv.loading')} /> : <Box sx={{ height: 4 }} />}
      {error && <Typography role="alert" color="error" sx={{ p: 2 }}>{error.message}</Typography>}
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={title} sx={{ '& td, & th': { overflowWrap: 'normal', wordBreak: 'normal' } }}>
          <TableHead>
            <TableRow>
              {columns.map((column) => <TableCell key={column.key} sx={column.fold ? FOLD : undefined}>{translate(column.label)}</TableCell>)}
            </TableRow>
          </TableHead>
          <TableBody>
            {(rows ?? []).map((row, index) => (
              <TableRow key={rowKey(row)} hover>
                {columns.map((column) => (
                  <TableCell key={column.key} sx={column.fold ? FOLD : undefined}>{column.render(row, (pageIndex - 1) * pageSize + index)}</TableCell>
                ))}
              </TableRow>
            ))}
            {rows && rows.length === 0 && !loading && (
              <TableRow>
                <TableCell colSpan={columns.length}>
                  <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>{translate('app.satelliteTv.empty')}</Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div" count={total} page={Math.max(0, pageIndex - 1)} rowsPerPage={pageSize} rowsPerPageOptions={[pageSize]}
        onPageChange={(_event, page) => onPage(page + 1)}
        labelDisplayedRows={({ from, to, count }) => translate('app.satelliteTv.pageOf', { from, to, count })}
      />
    </Paper>
  );
}
