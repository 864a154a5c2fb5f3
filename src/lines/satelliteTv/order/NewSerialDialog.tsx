import { Dialog, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { SatelliteTv2DataProvider } from '../remissionCalls';
import { serialErrors, type SerialDraft } from './serialForm';
import { SubmitActions } from '../SubmitActions';

/** New Serial (spec 02 §2.10): Serial and Phone required, the phone 10 digits; saved as assigned (A). */
export function NewSerialDialog({ nroOrder, onClose, onSaved }: { nroOrder: string; onClose: () => void; onSaved: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<SatelliteTv2DataProvider>();
  const [draft, setDraft] = useState<SerialDraft>({ serial: '', phone: '' });
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const errors = touched ? serialErrors(draft) : {};
  const save = useMutation({
    mutationFn: () => dataProvider.saveSerial({ serial: draft.serial.trim(), phone: draft.phone.trim(), status: 'A', nroOrder }),
    onSuccess: (answer) => { notify('app.satelliteTv.order.saved', { type: 'success', messageArgs: { serial: answer.data.serial } }); onSaved(); },
    onError: (error: Error & { body?: { errors?: Record<string, string> } }) => {
      setServerErrors(error.body?.errors ?? {});
      notify(error.message, { type: 'error' });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setServerErrors({});
    if (Object.keys(serialErrors(draft)).length === 0) save.mutate();
  };
  const t = (key: string) => translate(`app.satelliteTv.order.${key}`);
  const field = (name: keyof SerialDraft) => {
    const message = errors[name] ? translate(errors[name]) : serverErrors[name];
    return (
      <TextField
        size="small" fullWidth required autoFocus={name === 'serial'} label={t(`columns.${name}`)} value={draft[name]} error={Boolean(message)}
        helperText={message ?? (name === 'phone' ? t('phoneFormat') : ' ')}
        onChange={(event) => setDraft({ ...draft, [name]: name === 'phone' ? event.target.value.replace(/\D/g, '') : event.target.value.toUpperCase() })}
        slotProps={{ htmlInput: name === 'phone' ? { inputMode: 'numeric', maxLength: 10 } : { maxLength: 40, spellCheck: false } }}
      />
    );
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }} aria-labelledby="stv-new-serial">
      <DialogTitle id="stv-new-serial">{t('newSerial')}</DialogTitle>
      <DialogContent dividers><Stack spacing={1}>{field('serial')}{field('phone')}</Stack></DialogContent>
      <SubmitActions onClose={onClose} label={translate('app.satelliteTv.save')} pending={save.isPending} />
    </Dialog>
  );
}
