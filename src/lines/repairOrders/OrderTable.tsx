import ClearIcon from '@mui/icons-material/Clear';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Box, IconButton, InputAdornment, LinearProgress, Paper, Table, TableBody, TableCell, TableContainer, TableHead,
  TablePagination, TableRow, TextField, Tooltip, Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { OrderRow } from './calls';
import { useOrderReads } from './orderReads';
import { OrderStateName } from './OrderStateName';
import { tatDays } from './orderRules';

const PAGE_SIZE = 10;
/**
 * Columns fold by the card's width (a container query, so the side menu counts): below 1000 px point of sale and model
 * go, below 640 px contact and TAT too (Detalles shows them all); what is left scrolls sideways inside the card.
 */
const FOLD: Record<string, object> = {
  point: { '@container orders (max-width: 1000px)': { display: 'none' } },
  model: { '@container orders (max-width: 1000px)': { display: 'none' } },
  contact: { '@container orders (max-width: 640px)': { display: 'none' } },
  tat: { '@container orders (max-width: 640px)': { display: 'none' }, whiteSpace: 'nowrap' },
};

export interface OrderTableProps {
  /** the order states shown (empty: all) */
  states: readonly string[];
  /** what the actions column shows for a row (issues 16-18 each pass their own) */
  actions: (order: OrderRow) => ReactNode;
  /** changes when the caller knows the orders changed (a saved action): the table reloads */
  reloadKey?: number;
}

/** The order table shared by the logistics, point-of-sale and technician screens (spec 03 §2.3): 10 per page. */
export function OrderTable({ states, actions, reloadKey = 0 }: OrderTableProps) {
  const translate = useTranslate();
  const reads = useOrderReads();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  // the list is asked for once typing pauses, not on every key
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const [pageIndex, setPageIndex] = useState(1);
  const statesKey = states.join(',');
  // a new filter starts on page 1 (keyed by value: callers may pass a new array each render)
  useEffect(() => setPageIndex(1), [statesKey, search]);
  const query = useQuery({
    queryKey: ['repairOrders', 'list', reads.scope, statesKey, search, pageIndex, reloadKey],
    queryFn: () => reads.listOrders({ states: [...states], search, pageIndex, pageSize: PAGE_SIZE }),
    placeholderData: (previous) => previous,
  });
  const rows = query.data?.items ?? [];
  const label = (key: string) => translate(`app.repairOrders.table.${key}`);

  return (
    <Paper variant="outlined" sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 1, p: 1, alignItems: 'center' }}>
        <TextField
          size="small" label={label('filter')} value={typed} onChange={(event) => setTyped(event.target.value)} sx={{ flex: 1, maxWidth: 360 }}
          slotProps={{ input: { endAdornment: typed && (
            <InputAdornment position="end">
              <IconButton size="small" aria-label={label('clear')} onClick={() => setTyped('')}><ClearIcon fontSize="small" /></IconButton>
            </InputAdornment>
          ) } }}
        />
        <Tooltip title={label('reload')}>
          <IconButton aria-label={label('reload')} onClick={() => void query.refetch()}><RefreshIcon /></IconButton>
        </Tooltip>
      </Box>
      {query.isFetching ? <LinearProgress aria-label={translate('app.repairOrders.loading')} /> : <Box sx={{ height: 4 }} />}
      {query.isError && <Typography color="error" sx={{ p: 2 }}>{(query.error as Error).message}</Typography>}
      <TableContainer sx={{ overflowX: 'auto', containerType: 'inline-size', containerName: 'orders' }}>
        <Table size="small" aria-label={translate('app.repairOrders.title')} sx={{ minWidth: 560, '& td, & th': { overflowWrap: 'normal', wordBreak: 'normal' } }}>
          <TableHead>
            <TableRow>
              {['order', 'point', 'client', 'model', 'imei', 'contact', 'tat', 'state', 'actions'].map((key) => <TableCell key={key} sx={FOLD[key]}>{label(key)}</TableCell>)}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((order) => (
              <TableRow key={order.orderId} data-order={order.orderId} hover>
                <TableCell>{order.orderId}</TableCell>
                <TableCell sx={FOLD.point}>{order.pointName}</TableCell>
                <TableCell>{order.clientName}</TableCell>
                <TableCell sx={FOLD.model}>{order.model}</TableCell>
                <TableCell>{order.imei}</TableCell>
                <TableCell sx={{ ...FOLD.contact, whiteSpace: 'nowrap', typography: 'caption' }}>
                  {[order.housePhone, order.contactPhone, order.phone, order.email].filter(Boolean).map((contact) => <div key={contact}>{contact}</div>)}
                </TableCell>
                <TableCell sx={FOLD.tat}>{translate('app.repairOrders.table.tatDays', { smart_count: tatDays(order.creationDate) })}</TableCell>
                <TableCell data-state={order.idOrderState}><OrderStateName state={order.idOrderState} /></TableCell>
                <TableCell>{actions(order)}</TableCell>
              </TableRow>
            ))}
            {!query.isPending && rows.length === 0 && (
              <TableRow><TableCell colSpan={9}><Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>{translate(reads.emptyLabel ?? 'app.repairOrders.table.empty')}</Typography></TableCell></TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div" count={query.data?.totalItemCount ?? 0} page={pageIndex - 1} rowsPerPage={PAGE_SIZE} rowsPerPageOptions={[PAGE_SIZE]}
        onPageChange={(_event, page) => setPageIndex(page + 1)}
      />
    </Paper>
  );
}
