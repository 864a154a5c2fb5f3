import { Alert, Dialog, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { MESSAGE_STATES, type MessageState } from '../../../contracts/endpoints/satelliteTv';
import type { MessageRow, SatelliteTvDataProvider } from './calls';
import { SubmitActions } from './SubmitActions';

interface Props {
  message: MessageRow;
  onClose: () => void;
  onDone: () => void;
}

/** The re-process tool (spec 02 §2.3, §4): New State (any of the eight), Error text, Changes State → Integration/Save. */
export function ReprocessDialog({ message, onClose, onDone }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<SatelliteTvDataProvider>();
  const [state, setState] = useState<MessageState | ''>('');
  const [error, setError] = useState(message.error);
  const [touched, setTouched] = useState(false);
  const save = useMutation({
    mutationFn: () => dataProvider.reprocessMessage({ id: message.id, state: state as MessageState, error, version: message.version }),
    onSuccess: () => {
      notify('app.satelliteTv.console.successfulProcess', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['satelliteTv', 'message', message.id] });
      onDone();
    },
    onError: (failure: Error) => notify(failure.message, { type: 'error' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (state) save.mutate();
  };
  const t = (key: string, options?: object) => translate(`app.satelliteTv.console.${key}`, options);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}>
      <DialogTitle>{t('reprocessTitle', { id: message.id })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="info">{t('currentState', { state: message.state })}</Alert>
          <TextField
            select required autoFocus label={t('newState')} value={state} onChange={(event) => setState(event.target.value as MessageState)}
            error={touched && !state} helperText={touched && !state ? translate('app.satelliteTv.required') : ' '}
          >
            {MESSAGE_STATES.map((option) => <MenuItem key={option} value={option}>{option}</MenuItem>)}
          </TextField>
          <TextField label={t('errorText')} value={error} onChange={(event) => setError(event.target.value)} multiline minRows={3} maxRows={8} />
        </Stack>
      </DialogContent>
      <SubmitActions onClose={onClose} label={t('changesState')} pending={save.isPending} />
    </Dialog>
  );
}
