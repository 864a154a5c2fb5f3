import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import type { OrderRow, RepairOrderDataProvider } from './calls';
import { useOrderAction } from './useOrderAction';

/** Assign workshop (spec 03 §2.3): a select of the order's workshop technicians (GetAllTechnicalsByOrder). */
export function AssignWorkshopDialog({ order, onClose, onSaved }: { order: OrderRow; onClose: () => void; onSaved: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<RepairOrderDataProvider>();
  const technicians = useQuery({
    queryKey: ['repairOrders', 'technicians', order.orderId],
    queryFn: () => dataProvider.getAllTechnicalsByOrder({ id: order.orderId }),
  });
  const [idTechnical, setIdTechnical] = useState('');
  const { run, running } = useOrderAction(() => { onSaved(); onClose(); });
  const [confirming, setConfirming] = useState(false);
  const confirmed = () => {
    setConfirming(false);
    void run(() => dataProvider.assignTech({ orderId: order.orderId, idTechnical: Number(idTechnical) }));
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('app.repairOrders.assign.title')} · {order.orderId}</DialogTitle>
      <DialogContent>
        {technicians.isPending && <CircularProgress size={24} aria-label={translate('app.repairOrders.loading')} />}
        {technicians.isError && <Alert severity="error">{(technicians.error as Error).message}</Alert>}
        {technicians.data?.length === 0 && <Alert severity="info">{translate('app.repairOrders.assign.none')}</Alert>}
        {!!technicians.data?.length && (
          <TextField
            select fullWidth margin="dense" label={translate('app.repairOrders.assign.technician')} value={idTechnical}
            onChange={(event) => setIdTechnical(event.target.value)}
          >
            {technicians.data.map((technician) => <MenuItem key={technician.id} value={String(technician.id)}>{technician.name}</MenuItem>)}
          </TextField>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.repairOrders.cancel')}</Button>
        <Button variant="contained" onClick={() => setConfirming(true)} disabled={running || idTechnical === ''}>{translate('app.repairOrders.save')}</Button>
      </DialogActions>
      <Confirm
        isOpen={confirming} loading={running} onClose={() => setConfirming(false)} onConfirm={confirmed}
        title="app.repairOrders.confirm.title" titleTranslateOptions={{ id: order.orderId }}
        content="app.repairOrders.confirm.assign" contentTranslateOptions={{ id: order.orderId }}
        confirm="app.repairOrders.confirmAction" cancel="app.repairOrders.cancel"
      />
    </Dialog>
  );
}
