import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { OrderRow } from './calls';
import { OrderProgress } from './OrderProgress';
import { tatDays } from './orderRules';

/**
 * Order details (spec 03 §2.3) from the row the table already holds. The full record (DOA, warranty, faults, loan
 * device or 'Sin Prestamo') and the arrival/exit order buttons need repair-server's details call (not on main yet).
 */
export function OrderDetailsDialog({ order, onClose }: { order: OrderRow; onClose: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const created = new Date(order.creationDate);
  const fields: [string, string][] = [
    ['state', translate(`app.repairOrders.states.${order.idOrderState}`, { _: order.idOrderState })],
    ['point', order.pointName],
    ['tat', translate('app.repairOrders.table.tatDays', { smart_count: tatDays(order.creationDate) })],
    ['client', order.clientName],
    ['model', order.model],
    ['brand', order.brand],
    ['imei', order.imei],
    ['workshop', order.workshopName],
    ['created', Number.isNaN(created.getTime()) ? order.creationDate : created.toLocaleString(locale)],
    ['contacts', [order.housePhone, order.contactPhone, order.phone, order.email].filter(Boolean).join(' · ')],
  ];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('app.repairOrders.details.title', { id: order.orderId })}</DialogTitle>
      <DialogContent>
        <OrderProgress state={order.idOrderState} />
        <Table size="small">
          <TableBody>
            {fields.map(([key, value]) => (
              <TableRow key={key}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>{translate(`app.repairOrders.details.${key}`)}</TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions><Button onClick={onClose} autoFocus>{translate('app.repairOrders.close')}</Button></DialogActions>
    </Dialog>
  );
}
