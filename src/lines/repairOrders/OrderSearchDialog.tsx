import {
  Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, MenuItem, Table, TableBody,
  TableCell, TableContainer, TableHead, TableRow, TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { OrderRow, SearchField } from './calls';
import { useOrderReads } from './orderReads';
import { OrderDetailsDialog } from './OrderDetailsDialog';
import { OrderStateName } from './OrderStateName';
import { serverMessage } from './useOrderAction';

const FIELDS: SearchField[] = ['fr_Imei', 'fr_NroOrden', 'fr_DocCliente'];

/** Order search (spec 03 §2.4), shared by the logistics, point-of-sale and technician screens. */
export function OrderSearchDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const reads = useOrderReads();
  const [field, setField] = useState<SearchField>('fr_NroOrden');
  const [value, setValue] = useState('');
  const [results, setResults] = useState<OrderRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [detail, setDetail] = useState<OrderRow | null>(null);

  const search = async () => {
    setError(null);
    setResults(null);
    if (value.trim() === '') {
      setError(translate('app.repairOrders.search.noResult'));
      return;
    }
    setLoading(true);
    try {
      setResults(await reads.searchOrders({ type: field, param1: value.trim(), param2: '' }));
    } catch (caught) {
      // a 404 is the search's "nothing found": the spec's own text, in either language
      setError((caught as { status?: number }).status === 404 ? translate('app.repairOrders.search.noResult') : serverMessage(caught));
    } finally {
      setLoading(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{translate('app.repairOrders.search.title')}</DialogTitle>
      <DialogContent>
        <Box component="form" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', pt: 1 }} onSubmit={(event) => { event.preventDefault(); void search(); }}>
          <TextField select size="small" label={translate('app.repairOrders.search.field')} value={field} onChange={(event) => setField(event.target.value as SearchField)} sx={{ minWidth: 200 }}>
            {FIELDS.map((name) => <MenuItem key={name} value={name}>{translate(`app.repairOrders.search.fields.${name}`)}</MenuItem>)}
          </TextField>
          <TextField size="small" autoFocus label={translate('app.repairOrders.search.value')} value={value} onChange={(event) => setValue(event.target.value)} sx={{ flex: 1, minWidth: 160 }} />
          <Button type="submit" variant="contained" disabled={loading}>{translate('app.repairOrders.search.submit')}</Button>
        </Box>
        {loading && <LinearProgress sx={{ mt: 2 }} />}
        {error && <Alert severity="warning" sx={{ mt: 2 }}>{error}</Alert>}
        {results && results.length > 0 && (
          <TableContainer sx={{ mt: 2, overflowX: 'auto' }}>
            <Table size="small" aria-label={translate('app.repairOrders.search.title')}>
              <TableHead>
                <TableRow>
                  {['order', 'point', 'client', 'imei', 'state'].map((key) => <TableCell key={key}>{translate(`app.repairOrders.table.${key}`)}</TableCell>)}
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {results.map((order) => (
                  <TableRow key={order.orderId} data-order={order.orderId}>
                    <TableCell>{order.orderId}</TableCell>
                    <TableCell>{order.pointName}</TableCell>
                    <TableCell>{order.clientName}</TableCell>
                    <TableCell>{order.imei}</TableCell>
                    <TableCell data-state={order.idOrderState}><OrderStateName state={order.idOrderState} /></TableCell>
                    <TableCell><Button size="small" onClick={() => setDetail(order)}>{translate('app.repairOrders.actions.details')}</Button></TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions><Button onClick={onClose}>{translate('app.repairOrders.close')}</Button></DialogActions>
      {detail && <OrderDetailsDialog order={detail} onClose={() => setDetail(null)} />}
    </Dialog>
  );
}
