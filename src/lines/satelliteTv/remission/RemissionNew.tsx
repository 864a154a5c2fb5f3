import { Alert, Dialog, DialogContent, DialogTitle, Stack, TextField, useMediaQuery, type Theme } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { LICENSE_PLATE_PATTERN, normalizePlate } from '../../../../contracts/endpoints/satelliteTvRemissions';
import type { SatelliteTv2DataProvider } from '../remissionCalls';
import { DropdownSelect } from './DropdownSelect';
import { SubmitActions } from '../SubmitActions';

interface Draft {
  idTransporter: string;
  idWareHouse: string;
  licensePlate: string;
  observation: string;
}

/** §5: carrier, warehouse and plate required (the plate ABC123); observation optional. Field → message key. */
export function remissionErrors(draft: Draft): Partial<Record<keyof Draft, string>> {
  const errors: Partial<Record<keyof Draft, string>> = {};
  if (!draft.idTransporter) errors.idTransporter = 'app.satelliteTv.required';
  if (!draft.idWareHouse) errors.idWareHouse = 'app.satelliteTv.required';
  if (!draft.licensePlate) errors.licensePlate = 'app.satelliteTv.required';
  else if (!LICENSE_PLATE_PATTERN.test(draft.licensePlate)) errors.licensePlate = 'app.satelliteTv.remission.plateFormat';
  return errors;
}

/** The new-remission modal (spec 02 §2.6): Transportador, Depósito, Placa, Observación, Guardar. */
export function RemissionNew({ onClose, onSaved }: { onClose: () => void; onSaved: (id: number) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<SatelliteTv2DataProvider>();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const carriers = useQuery({ queryKey: ['satelliteTv', 'transporters'], queryFn: () => dataProvider.remissionTransporters() });
  const warehouses = useQuery({ queryKey: ['satelliteTv', 'remissionWareHouses'], queryFn: () => dataProvider.remissionWareHouses() });
  const [draft, setDraft] = useState<Draft>({ idTransporter: '', idWareHouse: '', licensePlate: '', observation: '' });
  const [touched, setTouched] = useState(false);
  const errors = touched ? remissionErrors(draft) : {};
  const save = useMutation({
    mutationFn: () => dataProvider.saveRemission({
      idTransporter: Number(draft.idTransporter), idWareHouse: Number(draft.idWareHouse), licensePlate: draft.licensePlate, observation: draft.observation.trim(),
    }),
    onSuccess: (answer) => { notify('app.satelliteTv.remission.saved', { type: 'success', messageArgs: { id: answer.data.id } }); onSaved(answer.data.id); },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(remissionErrors(draft)).length === 0) save.mutate();
  };
  const t = (key: string) => translate(`app.satelliteTv.remission.${key}`);
  const props = (field: keyof Draft) => ({
    fullWidth: true, size: 'small' as const, label: t(`fields.${field}`), error: Boolean(errors[field]),
    helperText: errors[field] ? translate(errors[field]) : undefined,
  });
  const loadError = (carriers.error ?? warehouses.error) as Error | null;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}>
      <DialogTitle>{t('newTitle')}</DialogTitle>
      <DialogContent dividers>
        {loadError && <Alert severity="error" sx={{ mb: 2 }}>{loadError.message}</Alert>}
        <Stack spacing={2}>
          <DropdownSelect {...props('idTransporter')} required autoFocus options={carriers.data} value={draft.idTransporter} onChange={(value) => setDraft({ ...draft, idTransporter: value })} />
          <DropdownSelect {...props('idWareHouse')} required options={warehouses.data} value={draft.idWareHouse} onChange={(value) => setDraft({ ...draft, idWareHouse: value })} />
          <TextField
            {...props('licensePlate')} required value={draft.licensePlate} helperText={errors.licensePlate ? translate(errors.licensePlate) : t('plateHelp')}
            onChange={(event) => setDraft({ ...draft, licensePlate: normalizePlate(event.target.value) })}
            slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
          />
          <TextField {...props('observation')} multiline minRows={2} value={draft.observation} onChange={(event) => setDraft({ ...draft, observation: event.target.value })} slotProps={{ htmlInput: { maxLength: 500 } }} />
        </Stack>
      </DialogContent>
      <SubmitActions onClose={onClose} label={t('save')} pending={save.isPending} />
    </Dialog>
  );
}
