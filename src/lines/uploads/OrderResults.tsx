import { Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ORDER_RESULTS_PAGE_SIZE, type ProcessedRow } from '../../../contracts/endpoints/processUpload';

/** The order loading's result (spec 01 §2.2, spec 04 §9): Object and Error columns, 20 per page, a message when empty. */
export function OrderResults({ rows }: { rows: ProcessedRow[] }) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  if (rows.length === 0) return <Typography role="status">{translate('app.uploads.noResults')}</Typography>;
  const shown = rows.slice(page * ORDER_RESULTS_PAGE_SIZE, (page + 1) * ORDER_RESULTS_PAGE_SIZE);
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={translate('app.uploads.orderLoadingTitle')}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ whiteSpace: 'nowrap', width: '1%' }}>{translate('app.uploads.row')}</TableCell>
              <TableCell>{translate('app.uploads.object')}</TableCell>
              <TableCell>{translate('app.uploads.error')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => (
              <TableRow key={row.row}>
                <TableCell>{row.row}</TableCell>
                <TableCell>{row.objeto}</TableCell>
                <TableCell sx={{ color: 'error.main' }}>{row.error}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={rows.length}
        page={page}
        onPageChange={(_, next) => setPage(next)}
        rowsPerPage={ORDER_RESULTS_PAGE_SIZE}
        rowsPerPageOptions={[ORDER_RESULTS_PAGE_SIZE]}
      />
    </>
  );
}
