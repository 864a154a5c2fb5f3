import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Alert, Box, Button, IconButton, Paper, Skeleton, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, Tooltip,
  Typography, useMediaQuery, useTheme, type Theme,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { womOrderNumber } from '../../../../contracts/repairPointOfSaleRules';
import { OrderStateName } from '../OrderStateName';
import { serverMessage } from '../useOrderAction';
import type { OrderToPoint } from './calls';
import { PointOrderActions } from './PointOrderActions';

export interface PointOrdersTableProps {
  rows: OrderToPoint[] | undefined;
  loading: boolean;
  error: unknown;
  empty: string;
  label: string;
  showState: boolean;
  onReload: () => void;
}

/** The spec's page size (03 §9). */
const PAGE_SIZE = 10;
/**
 * As the logistics and technician tables (OrderTable): the actions column is given what the others leave, its
 * buttons wrap (and so do their labels), and it stays pinned to the right edge when the card is narrower still and
 * the table scrolls sideways inside it.
 */
const TABLE_SX = {
  minWidth: 760,
  '& td, & th': { px: 1 },
  '& td:first-of-type, & th:first-of-type': { pl: 2 },
  '& td:last-of-type, & th:last-of-type': {
    minWidth: 136, position: 'sticky', right: 0, bgcolor: 'background.paper', boxShadow: (theme: Theme) => `inset 1px 0 0 ${theme.palette.divider}`,
  },
};

/** The orders of one consult tab, 10 a page: order (Wom{id}), guide, IMEI, client, model, state, and the row's actions. */
export function PointOrdersTable({ rows, loading, error, empty, label, showState, onReload }: PointOrdersTableProps) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  // on a phone each order is a card: the actions stay in sight instead of past the table's right edge
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const heads = ['order', 'guide', 'imei', 'client', 'model', ...(showState ? ['state'] : []), 'actions'];
  const lastPage = Math.max(0, Math.ceil((rows?.length ?? 0) / PAGE_SIZE) - 1);
  // a row that leaves the list (its state moved on) may empty the last page
  const shownPage = Math.min(page, lastPage);
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Tooltip title={translate('app.pointOfSale.orders.reload')}>
          <IconButton onClick={onReload} aria-label={translate('app.pointOfSale.orders.reload')}><RefreshIcon /></IconButton>
        </Tooltip>
      </Box>
      {error != null && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={onReload}>{translate('app.pointOfSale.retry')}</Button>}>
          {translate('app.pointOfSale.loadError', { message: serverMessage(error) })}
        </Alert>
      )}
      {loading && <Box>{[0, 1, 2].map((i) => <Skeleton key={i} height={40} />)}</Box>}
      {rows && rows.length === 0 && <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>{empty}</Typography>}
      {rows && rows.length > 0 && narrow && (
        <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {rows.slice(shownPage * PAGE_SIZE, (shownPage + 1) * PAGE_SIZE).map((order) => (
            <Paper component="li" variant="outlined" key={order.orderId} data-order={order.orderId} data-state={order.orderState} sx={{ p: 1.5, display: 'grid', gap: 0.5 }}>
              <Typography variant="subtitle2" component="p">{womOrderNumber(order.orderId)} · {order.nroGuide || translate('app.pointOfSale.orders.noGuide')}</Typography>
              {showState && <OrderStateName state={order.orderState} />}
              <Typography variant="body2">{order.clientName}</Typography>
              <Typography variant="body2" color="text.secondary">{order.model} · {order.imei}</Typography>
              <PointOrderActions order={order} onChanged={onReload} />
            </Paper>
          ))}
        </Box>
      )}
      {rows && rows.length > 0 && !narrow && (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={label} sx={TABLE_SX}>
            <TableHead>
              <TableRow>{heads.map((key) => <TableCell key={key}>{translate(`app.pointOfSale.orders.${key}`)}</TableCell>)}</TableRow>
            </TableHead>
            <TableBody>
              {rows.slice(shownPage * PAGE_SIZE, (shownPage + 1) * PAGE_SIZE).map((order) => (
                <TableRow key={order.orderId} data-order={order.orderId} data-state={order.orderState}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{womOrderNumber(order.orderId)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{order.nroGuide || translate('app.pointOfSale.orders.noGuide')}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{order.imei}</TableCell>
                  <TableCell sx={{ minWidth: 140 }}>{order.clientName}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{order.model}</TableCell>
                  {showState && <TableCell sx={{ minWidth: 140 }}><OrderStateName state={order.orderState} /></TableCell>}
                  <TableCell><PointOrderActions order={order} onChanged={onReload} /></TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {rows && rows.length > PAGE_SIZE && (
        <TablePagination component="div" count={rows.length} page={shownPage} rowsPerPage={PAGE_SIZE} rowsPerPageOptions={[PAGE_SIZE]}
          onPageChange={(_event, next) => setPage(next)}
          labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
          getItemAriaLabel={(type) => translate(type === 'next' ? 'ra.navigation.next' : 'ra.navigation.previous')} />
      )}
    </Box>
  );
}
