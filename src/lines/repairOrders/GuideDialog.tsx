import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import type { OrderRow, RepairOrderDataProvider } from './calls';
import { useOrderAction } from './useOrderAction';

export interface GuideDialogProps {
  order: OrderRow;
  /** 1: collection guide (to the workshop, state 1 → 8); 2: return guide of a claim (state 5 → 9) */
  type: 1 | 2;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Collection or claim guide (spec 03 §2.3, §4.4): a guide number ('No se a ingresado el número de guía') and its file,
 * both required. Saved as the spec's calls do (§7, §4.2): TransferGuide/Save, the file through Upload/UploadFile
 * (Guias), then UpdateStatusTraceability 8 (collection) or 9 (return). A failure part-way leaves the order in its
 * state; saving again replaces the guide's number.
 */
export function GuideDialog({ order, type, onClose, onSaved }: GuideDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<RepairOrderDataProvider>();
  const [guideNumber, setGuideNumber] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { run, running } = useOrderAction(() => { onSaved(); onClose(); });
  const empty = guideNumber.trim() === '';

  const save = () => {
    setTouched(true);
    if (!empty && file) setConfirming(true);
  };
  const confirmed = () => {
    setConfirming(false);
    if (!file) return;
    void run(async () => {
      await dataProvider.transferGuideSave({ type, idOrder: order.orderId, nroGuide: guideNumber.trim() });
      await dataProvider.uploadOrderFiles(order.orderId, 'Guias', [file]);
      return dataProvider.updateStatusTraceability({ orderId: order.orderId, status: type === 1 ? 8 : 9 });
    });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate(type === 1 ? 'app.repairOrders.guide.collectionTitle' : 'app.repairOrders.guide.returnTitle')} · {order.orderId}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus fullWidth margin="dense" label={translate('app.repairOrders.guide.number')} value={guideNumber}
          onChange={(event) => setGuideNumber(event.target.value)} onKeyDown={(event) => { if (event.key === 'Enter') save(); }}
          error={touched && empty} helperText={touched && empty ? translate('app.repairOrders.guide.required') : ' '}
        />
        <Button component="label" variant="outlined" sx={{ mt: 1 }}>
          {translate('app.repairOrders.guide.chooseFile')}
          <input hidden type="file" aria-label={translate('app.repairOrders.guide.file')} onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
        </Button>
        <Typography variant="body2" sx={{ mt: 1 }} color={touched && !file ? 'error' : 'text.secondary'} role={touched && !file ? 'alert' : undefined}>
          {file?.name ?? translate(touched ? 'app.repairOrders.guide.fileRequired' : 'app.repairOrders.guide.noFile')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.repairOrders.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={running}>{translate('app.repairOrders.save')}</Button>
      </DialogActions>
      <Confirm
        isOpen={confirming} loading={running} onClose={() => setConfirming(false)} onConfirm={confirmed}
        title="app.repairOrders.confirm.title" titleTranslateOptions={{ id: order.orderId }}
        content="app.repairOrders.confirm.guide" contentTranslateOptions={{ id: order.orderId, guide: guideNumber.trim() }}
        confirm="app.repairOrders.confirmAction" cancel="app.repairOrders.cancel"
      />
    </Dialog>
  );
}
