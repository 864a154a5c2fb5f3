import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useOrderAction } from '../useOrderAction';
import type { OrderToPoint } from './calls';
import { usePointOfSaleCalls } from './usePointOfSaleCalls';

/**
 * Delivery confirmation (spec 03 §2.6): a proof file (required: 'Se necesita que suba un archivo'), a description,
 * "Guardar Archivo": the proof through Upload/UploadFile (ComprobanteEntrega), then OrderWom/ConfirmDeliveryOrder
 * with the description: the order finishes (12).
 */
export function DeliveryConfirmDialog({ order, onClose, onSaved }: { order: OrderToPoint; onClose: () => void; onSaved: () => void }) {
  const translate = useTranslate();
  const dataProvider = usePointOfSaleCalls();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [file, setFile] = useState<File | null>(null);
  const [description, setDescription] = useState('');
  const [touched, setTouched] = useState(false);
  const { run, running } = useOrderAction(() => { onSaved(); onClose(); });
  const missing = touched && !file;

  const save = () => {
    setTouched(true);
    if (!file) return;
    void run(async () => {
      await dataProvider.uploadOrderFiles(order.orderId, 'ComprobanteEntrega', [file]);
      return dataProvider.confirmDeliveryOrder({ idOrder: order.orderId, description: description.trim(), version: order.version });
    });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle>{translate('app.pointOfSale.delivery.title', { id: order.orderId })}</DialogTitle>
      <DialogContent>
        <Typography variant="subtitle2" component="p" sx={{ mt: 1 }}>{translate('app.pointOfSale.delivery.proof')}</Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
            {translate('app.pointOfSale.delivery.choose')}
            <input hidden type="file" accept=".pdf,image/*,application/pdf" aria-label={translate('app.pointOfSale.delivery.proof')}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
          </Button>
          <Typography variant="body2" color={missing ? 'error' : 'text.secondary'} role={missing ? 'alert' : undefined} sx={{ overflowWrap: 'anywhere' }}>
            {file?.name ?? (missing ? translate('app.pointOfSale.delivery.fileRequired') : translate('app.repairOrders.guide.noFile'))}
          </Typography>
        </Box>
        <TextField fullWidth multiline minRows={3} margin="normal" label={translate('app.pointOfSale.delivery.description')}
          value={description} onChange={(event) => setDescription(event.target.value)} slotProps={{ htmlInput: { maxLength: 2000 } }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.repairOrders.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={running}>{translate('app.pointOfSale.delivery.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
