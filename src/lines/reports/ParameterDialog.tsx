import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ReportParameter } from '../../../contracts/endpoints/reports';
import { PARAMETER_TYPES } from '../../../contracts/reportConstants';
import { missingFields, REQUIRED_PARAMETER_FIELDS } from './configRules';
import { RequiredField } from './RequiredField';

interface ParameterDialogProps {
  open: boolean;
  onClose: () => void;
  onAdd: (parameter: ReportParameter) => void;
}

type ParameterForm = { column: string; alias: string; type: number | '' };
const empty = (): ParameterForm => ({ column: '', alias: '', type: '' });

/** The second modal: a parameter (column, alias, type 1-4, all required) added to the report's local list. */
export function ParameterDialog({ open, onClose, onAdd }: ParameterDialogProps) {
  const translate = useTranslate();
  const [form, setForm] = useState<ParameterForm>(empty);
  const [attempted, setAttempted] = useState(false);
  const missing = missingFields(form, REQUIRED_PARAMETER_FIELDS);
  const close = () => {
    setForm(empty());
    setAttempted(false);
    onClose();
  };
  const add = () => {
    setAttempted(true);
    if (missing.length > 0) return;
    onAdd({ column: form.column.trim(), alias: form.alias.trim(), type: Number(form.type) });
    close();
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
      <DialogTitle>{translate('app.reports.parameterDialog')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <RequiredField autoFocus label={translate('app.reports.fields.column')} value={form.column} missing={missing.includes('column')} shown={attempted} onChange={(e) => setForm({ ...form, column: e.target.value })} />
          <RequiredField label={translate('app.reports.fields.alias')} value={form.alias} missing={missing.includes('alias')} shown={attempted} onChange={(e) => setForm({ ...form, alias: e.target.value })} />
          <RequiredField select label={translate('app.reports.fields.type')} value={form.type} missing={missing.includes('type')} shown={attempted} onChange={(e) => setForm({ ...form, type: Number(e.target.value) })}>
            {PARAMETER_TYPES.map((type) => <MenuItem key={type} value={type}>{`${type} ${translate(`app.reports.parameterTypes.${type}`)}`}</MenuItem>)}
          </RequiredField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('app.reports.cancel')}</Button>
        <Button variant="contained" onClick={add}>{translate('app.reports.add')}</Button>
      </DialogActions>
    </Dialog>
  );
}
