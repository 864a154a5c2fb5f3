import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { womOrderNumber } from '../../../../contracts/repairPointOfSaleRules';

/** Device/Save answered 0 (spec 03 §8): the server's text, the open order as Wom{id}, and Ok. */
export function OpenOrderDialog({ message, orderId, onClose }: { message: string; orderId: number | null; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="open-order-title">
      <DialogTitle id="open-order-title">{translate('app.pointOfSale.openOrder.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
        {orderId !== null && (
          <DialogContentText sx={{ mt: 1, fontWeight: 600 }} data-order={orderId}>
            {translate('app.pointOfSale.openOrder.order', { order: womOrderNumber(orderId) })}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions><Button variant="contained" autoFocus onClick={onClose}>{translate('app.pointOfSale.openOrder.ok')}</Button></DialogActions>
    </Dialog>
  );
}
