import { Box, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ConsultRow, OrderEdit } from '../calls';
import { serverFieldErrors } from '../shared/serverErrors';
import { useBackOfficeCalls, useBackOfficeWrite, useImeiPattern } from '../shared/useBackOffice';

/** Edits an open order's IMEI (the settings pattern: 'Datos invalidos'), diagnostic, observation and DOA (OrderWom/UpdateDataOrder). */
export function EditOrderDialog({ order, onClose }: { order: ConsultRow; onClose: () => void }) {
  const translate = useTranslate();
  const calls = useBackOfficeCalls();
  const imeiPattern = useImeiPattern();
  const [draft, setDraft] = useState({ imei: order.deviceImei, diagnostic: order.diagnosticComments, observation: order.observation, doa: order.deviceDoa });
  const [touched, setTouched] = useState(false);
  const save = useBackOfficeWrite({
    run: (query: OrderEdit) => calls.backOfficeUpdateDataOrder(query), success: () => ['app.backOffice.consult.saved', { id: order.id }],
    invalidate: ['backOffice', 'consult'], onDone: onClose,
  });
  const badImei = imeiPattern !== undefined && !imeiPattern.test(draft.imei.trim());
  const imeiError = serverFieldErrors(save.error).imei ?? (touched && badImei ? translate('app.backOffice.consult.invalid') : undefined);
  const submit = () => {
    setTouched(true);
    if (!badImei) save.mutate({ Id: order.id, version: order.version, imei: draft.imei.trim(), diagnostic: draft.diagnostic, observation: draft.observation, doa: draft.doa });
  };
  const area = (field: 'diagnostic' | 'observation', label: string) => (
    <TextField
      size="small" fullWidth multiline minRows={2} label={translate(label)} value={draft[field]}
      onChange={(e) => setDraft({ ...draft, [field]: e.target.value })} slotProps={{ htmlInput: { 'data-field': field, maxLength: 2000 } }}
    />
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="order-dialog-title">
      <DialogTitle id="order-dialog-title">{translate('app.backOffice.consult.editTitle', { id: order.id })}</DialogTitle>
      <DialogContent>
        <Box component="form" noValidate id="order-form" onSubmit={(e) => { e.preventDefault(); submit(); }} sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <TextField
            size="small" required label={translate('app.backOffice.consult.fields.deviceImei')} value={draft.imei} onChange={(e) => setDraft({ ...draft, imei: e.target.value })}
            error={Boolean(imeiError)} helperText={imeiError ?? translate('app.backOffice.common.imeiHelp')} slotProps={{ htmlInput: { 'data-field': 'imei', inputMode: 'numeric', maxLength: 20 } }}
          />
          {area('diagnostic', 'app.backOffice.consult.fields.diagnosticComments')}
          {area('observation', 'app.backOffice.consult.fields.observation')}
          <FormControlLabel control={<Checkbox checked={draft.doa} onChange={(e) => setDraft({ ...draft, doa: e.target.checked })} />} label={translate('app.backOffice.consult.fields.deviceDoa')} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.backOffice.common.cancel')}</Button>
        <Button type="submit" form="order-form" variant="contained" disabled={save.isPending}>{translate('app.backOffice.common.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
