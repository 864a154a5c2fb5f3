import ClearIcon from '@mui/icons-material/Clear';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Box, IconButton, InputAdornment, LinearProgress, Paper, Table, TableBody, TableCell, TableContainer, TableHead,
  TablePagination, TableRow, TextField, Tooltip, Typography, type Theme,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { OrderRow } from './calls';
import { useOrderReads } from './orderReads';
import { OrderStateName } from './OrderStateName';
import { tatDays } from './orderRules';
import { LiveAnnouncer, liveRowSx } from '../../engine/live/LiveRows';
import { useLiveResource } from '../../engine/live/useLiveResource';

const PAGE_SIZE = 10;
const COLUMNS = ['order', 'point', 'client', 'model', 'imei', 'contact', 'tat', 'state', 'actions'] as const;
type Column = (typeof COLUMNS)[number];

/** The card's width below which each order becomes a card of its own (a container query, so the side menu counts). */
const CARDS = '@container orders (max-width: 600px)';
/**
 * Every column of spec 03 §2.3 stays (issue 33): the table keeps a width its nine columns read well in (names, model,
 * state and the e-mail wrap; IMEI and TAT do not) and scrolls sideways inside its card when the card is narrower,
 * its actions column pinned to the right edge so they stay in sight. On a phone each row is a card that names every
 * field beside its value.
 */
const TABLE_SX = {
  minWidth: 900,
  '& td, & th': { overflowWrap: 'normal', wordBreak: 'normal', px: 1, verticalAlign: 'middle' },
  '& td:first-of-type, & th:first-of-type': { pl: 2 },
  '& td[data-column="actions"], & th[data-column="actions"]': {
    position: 'sticky', right: 0, bgcolor: 'background.paper', boxShadow: (theme: Theme) => `inset 1px 0 0 ${theme.palette.divider}`,
  },
  [CARDS]: {
    minWidth: 0,
    '& thead': { display: 'none' },
    '& tbody': { display: 'grid', gap: 1, p: 1 },
    '& tbody tr': { display: 'grid', gap: 0.5, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 },
    '& tbody td[data-column]': {
      display: 'grid', gridTemplateColumns: 'minmax(96px, 35%) 1fr', columnGap: 1, alignItems: 'baseline', border: 0, p: 0, position: 'static', boxShadow: 'none',
    },
    '& tbody td[colspan]': { display: 'block' },
    '& tbody td[data-column] > div': { minWidth: 0, overflowWrap: 'anywhere' },
    // the field's name beside its value, drawn from the cell's data-label (not text of the cell: its value stays its text)
    '& tbody td[data-label]::before': { content: 'attr(data-label)', typography: 'body2', color: 'text.secondary' },
  },
};
const CELL_SX: Partial<Record<Column, object>> = {
  order: { whiteSpace: 'nowrap' },
  point: { minWidth: 96 },
  client: { minWidth: 96 },
  model: { minWidth: 88 },
  imei: { whiteSpace: 'nowrap' },
  contact: { typography: 'caption', minWidth: 120 },
  tat: { whiteSpace: 'nowrap' },
  state: { minWidth: 104 },
  actions: { minWidth: 136 },
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
  // a saved action reads the lists again, in place: the pages already read stay in the cache under their own keys, so
  // offline (issue 51), after a change kept on this device, the technician still finds every order seen before
  const queryClient = useQueryClient();
  useEffect(() => {
    if (reloadKey) void queryClient.invalidateQueries({ queryKey: ['repairOrders', 'list'] });
  }, [reloadKey, queryClient]);
  const query = useQuery({
    queryKey: ['repairOrders', 'list', reads.scope, statesKey, search, pageIndex],
    queryFn: () => reads.listOrders({ states: [...states], search, pageIndex, pageSize: PAGE_SIZE }),
    placeholderData: (previous) => previous,
  });
  const rows = query.data?.items ?? [];
  // another session's change to an order reloads the page (its query is keyed by 'repairOrders') and marks the row
  const live = useLiveResource('repairOrders');
  const label = (key: string) => translate(`app.repairOrders.table.${key}`);

  return (
    <Paper variant="outlined" sx={{ minWidth: 0 }}>
      <LiveAnnouncer state={live} />
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
        <Table size="small" aria-label={translate('app.repairOrders.title')} sx={TABLE_SX}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((key) => <TableCell key={key} data-column={key}>{label(key)}</TableCell>)}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((order) => {
              const cell = (key: Column, value: ReactNode, extra?: object) => (
                <TableCell data-column={key} data-label={label(key)} sx={CELL_SX[key]} {...extra}>
                  <div>{value}</div>
                </TableCell>
              );
              return (
                <TableRow key={order.orderId} data-order={order.orderId} hover sx={liveRowSx(live, order.orderId)}>
                  {cell('order', order.orderId)}
                  {cell('point', order.pointName)}
                  {cell('client', order.clientName)}
                  {cell('model', order.model)}
                  {cell('imei', order.imei)}
                  {cell('contact', [order.housePhone, order.contactPhone, order.phone, order.email].filter(Boolean).map((contact) => <div key={contact}>{contact}</div>))}
                  {cell('tat', translate('app.repairOrders.table.tatDays', { smart_count: tatDays(order.creationDate) }))}
                  {cell('state', <OrderStateName state={order.idOrderState} />, { 'data-state': order.idOrderState })}
                  {cell('actions', actions(order))}
                </TableRow>
              );
            })}
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
