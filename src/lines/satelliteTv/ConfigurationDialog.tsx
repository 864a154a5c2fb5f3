import { Dialog, DialogContent, DialogTitle, FormControlLabel, Grid, MenuItem, Switch, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ConfigurationRow, SatelliteTvDataProvider } from './calls';
import { SubmitActions } from './SubmitActions';

type Values = Omit<ConfigurationRow, 'id'>;
const TEXT_FIELDS = ['alias', 'source', 'process', 'operation', 'output', 'type', 'documentType', 'spFlow', 'sftpPathRead', 'sftpPathWrite', 'pathFile'] as const;
const REQUIRED = new Set(['alias', 'source', 'process', 'operation', 'type', 'documentType']);
const EMPTY: Values = {
  alias: '', source: '', process: '', operation: '', output: '', type: '', format: 'JSON', documentType: '', state: 1, spFlow: '',
  sftpPathRead: '', sftpPathWrite: '', pathFile: '',
};

/** The configuration modal (spec 02 §2.3, §3): every field; required ones checked before anything is sent. */
export function ConfigurationDialog({ row, onClose, onSaved }: { row?: ConfigurationRow; onClose: () => void; onSaved: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<SatelliteTvDataProvider>();
  const [values, setValues] = useState<Values>(row ?? EMPTY);
  const [touched, setTouched] = useState(false);
  const missing = (name: string) => REQUIRED.has(name) && !String(values[name as keyof Values]).trim();
  const save = useMutation({
    mutationFn: () => dataProvider.saveConfiguration({ ...values, ...(row ? { id: row.id } : {}) }),
    onSuccess: () => { notify('app.satelliteTv.console.successfulProcess', { type: 'success' }); onSaved(); },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!TEXT_FIELDS.some(missing)) save.mutate();
  };
  const label = (name: string) => translate(`app.satelliteTv.console.configuration.fields.${name}`);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}>
      <DialogTitle>{row ? translate('app.satelliteTv.console.configuration.edit', { id: row.id }) : translate('app.satelliteTv.console.configuration.new')}</DialogTitle>
      <DialogContent>
        <Grid container spacing={2} sx={{ pt: 1 }}>
          {TEXT_FIELDS.map((name, index) => (
            <Grid key={name} size={{ xs: 12, sm: 6 }}>
              <TextField
                fullWidth size="small" name={name} label={label(name)} required={REQUIRED.has(name)} autoFocus={index === 0}
                value={values[name]} onChange={(event) => setValues({ ...values, [name]: event.target.value })}
                error={touched && missing(name)} helperText={touched && missing(name) ? translate('app.satelliteTv.required') : undefined}
              />
            </Grid>
          ))}
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField select fullWidth size="small" label={label('format')} value={values.format} onChange={(event) => setValues({ ...values, format: event.target.value as Values['format'] })}>
              <MenuItem value="JSON">JSON</MenuItem>
              <MenuItem value="XML">XML</MenuItem>
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormControlLabel
              label={label('state')}
              control={<Switch checked={values.state === 1} onChange={(event) => setValues({ ...values, state: event.target.checked ? 1 : 0 })} />}
            />
          </Grid>
        </Grid>
      </DialogContent>
      <SubmitActions onClose={onClose} label={translate('app.satelliteTv.save')} pending={save.isPending} />
    </Dialog>
  );
}
