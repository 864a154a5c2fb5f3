import { TablePagination } from '@mui/material';
import { useTranslate } from 'react-admin';

interface PagingProps {
  count: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/** MUI's table pagination at a fixed page size, in the reader's language. */
export function Paging({ count, page, pageSize, onPage }: PagingProps) {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div" count={count} page={page} onPageChange={(_e, next) => onPage(next)} rowsPerPage={pageSize} rowsPerPageOptions={[pageSize]}
      labelDisplayedRows={({ from, to, count: total }) => translate('app.reports.pageRange', { from, to, count: total.toLocaleString() })}
      getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
    />
  );
}
