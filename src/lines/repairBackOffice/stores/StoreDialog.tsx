import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { StoreBody, StoreRow } from '../calls';
import { SelectField } from '../shared/SelectField';
import { serverFieldErrors } from '../shared/serverErrors';
import { useBackOfficeCalls, useBackOfficeWrite } from '../shared/useBackOffice';
import { missingStoreFields, type StoreDraft } from './storeForm';

type Draft = StoreDraft;

/** Creates a store or edits one (store = undefined: a new one); department → its cities. */
export function StoreDialog({ store, onClose }: { store?: StoreRow; onClose: () => void }) {
  const translate = useTranslate();
  const calls = useBackOfficeCalls();
  const [draft, setDraft] = useState<Draft>({
    name: store?.name ?? '', address: store?.address ?? '', idDepartment: store?.idDepartment ?? '', idCity: store?.idCity ?? '',
  });
  const [touched, setTouched] = useState(false);
  const departments = useQuery({ queryKey: ['backOffice', 'departments'], queryFn: () => calls.departments(), staleTime: Infinity });
  const cities = useQuery({
    queryKey: ['backOffice', 'cities', draft.idDepartment], enabled: draft.idDepartment !== '', staleTime: Infinity,
    queryFn: () => calls.cities({ idDeparment: Number(draft.idDepartment) }),
  });
  const save = useBackOfficeWrite({
    run: (body: StoreBody) => (store ? calls.updateStore({ ...body, id: store.id, version: store.version }) : calls.createStore(body)),
    success: () => [store ? 'app.backOffice.stores.updated' : 'app.backOffice.stores.created'],
    invalidate: ['backOffice', 'stores'], onDone: onClose,
  });
  const missing = touched ? missingStoreFields(draft) : [];
  const serverErrors = serverFieldErrors(save.error);
  const errorOf = (field: keyof Draft) => serverErrors[field] ?? (missing.includes(field) ? translate('app.backOffice.common.required') : undefined);
  const submit = () => {
    setTouched(true);
    if (missingStoreFields(draft).length > 0) return;
    save.mutate({ name: draft.name, address: draft.address, idDepartment: Number(draft.idDepartment), idCity: Number(draft.idCity) });
  };
  const text = (field: 'name' | 'address') => (
    <TextField
      size="small" fullWidth required label={translate(`app.backOffice.stores.fields.${field}`)} value={draft[field]}
      onChange={(e) => setDraft({ ...draft, [field]: e.target.value })} error={Boolean(errorOf(field))} helperText={errorOf(field)}
      slotProps={{ htmlInput: { 'data-field': field, maxLength: field === 'name' ? 100 : 200 } }}
    />
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="store-dialog-title">
      <DialogTitle id="store-dialog-title">{store ? translate('app.backOffice.stores.editTitle', { name: store.name }) : translate('app.backOffice.stores.new')}</DialogTitle>
      <DialogContent>
        <Box component="form" noValidate id="store-form" onSubmit={(e) => { e.preventDefault(); submit(); }} sx={{ display: 'grid', gap: 2, pt: 1 }}>
          {text('name')}
          {text('address')}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <SelectField
              name="idDepartment" label="app.backOffice.stores.fields.department" required value={draft.idDepartment} options={departments.data}
              onChange={(v) => setDraft({ ...draft, idDepartment: Number(v), idCity: '' })} error={errorOf('idDepartment')}
            />
            <SelectField
              name="idCity" label="app.backOffice.stores.fields.city" required value={draft.idCity} options={draft.idDepartment === '' ? [] : cities.data}
              disabled={draft.idDepartment === ''} onChange={(v) => setDraft({ ...draft, idCity: Number(v) })} error={errorOf('idCity')}
            />
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.backOffice.common.cancel')}</Button>
        <Button type="submit" form="store-form" variant="contained" disabled={save.isPending}>{translate('app.backOffice.common.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
