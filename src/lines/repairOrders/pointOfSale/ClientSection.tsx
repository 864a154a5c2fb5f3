import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Button, CircularProgress, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { clientProblems, type ClientForm } from './orderForm';
import { OptionSelect } from './OptionSelect';
import type { CreateOrderState } from './useCreateOrder';
import { useNotOnDevice, useOptions } from './useOptions';

/** The client-document search (above the tabs): Enter or the button looks the client up. */
export function ClientSearch({ form }: { form: CreateOrderState }) {
  const translate = useTranslate();
  const [document, setDocument] = useState('');
  const disabled = form.locked || form.busy !== null;
  return (
    <Box component="form" role="search" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
      onSubmit={(event) => { event.preventDefault(); void form.searchClient(document); }}>
      <TextField size="small" label={translate('app.pointOfSale.client.document')} value={document} disabled={disabled}
        onChange={(event) => setDocument(event.target.value)} sx={{ flex: '1 1 200px' }} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
      <Button type="submit" variant="outlined" disabled={disabled}
        startIcon={form.busy === 'search' ? <CircularProgress size={16} /> : <SearchIcon />}>
        {translate('app.pointOfSale.client.search')}
      </Button>
    </Box>
  );
}

type Field = keyof ClientForm;

/** What the client tab says of the client shown. */
const CLIENT_NOTICE: Record<CreateOrderState['clientMode'], string> = {
  none: 'app.pointOfSale.client.searchFirst',
  found: 'app.pointOfSale.client.found',
  new: 'app.pointOfSale.client.isNew',
  unchecked: 'app.pointOfSale.offline.clientUnchecked',
};
const NUMERIC = { slotProps: { htmlInput: { inputMode: 'numeric' } } };

/** The client tab: the found client (editable), a new one (after 'El numero de documento es invalido '), or locked for DOA. */
export function ClientSection({ form }: { form: CreateOrderState }) {
  const translate = useTranslate();
  const { client, setClient, locked, touched } = form;
  const notHere = useNotOnDevice();
  const departments = useOptions(['departments'], (dp) => dp.getDeparmentAll());
  const cities = useOptions(['cities', Number(client.idDepartment)], (dp) => dp.getCitiesByDepartment({ idDeparment: Number(client.idDepartment) }), client.idDepartment !== '');
  if (form.clientMode === 'none') {
    return <Alert severity="info">{translate(form.busy === 'operator' ? 'app.pointOfSale.client.loadingOperator' : 'app.pointOfSale.client.searchFirst')}</Alert>;
  }
  const problems = touched ? clientProblems(client) : {};
  const set = (field: Field) => (value: string | number) => setClient((c) => ({ ...c, [field]: value }));
  const error = (field: Field) => {
    const problem = problems[field];
    return problem ? { error: true, helperText: translate(problem === 'required' ? 'ra.validation.required' : `app.pointOfSale.${problem}`) } : {};
  };
  const text = (field: Field, required: boolean, extra: object = {}) => (
    <TextField size="small" fullWidth required={required} label={translate(`app.pointOfSale.client.${field}`)} value={client[field]}
      onChange={(event) => set(field)(event.target.value)} disabled={locked} helperText=" " {...extra} {...error(field)} />
  );
  return (
    <Box>
      <Alert severity={locked ? 'warning' : form.clientMode === 'new' || form.clientMode === 'unchecked' ? 'info' : 'success'} sx={{ mb: 2 }}>
        {locked ? translate('app.pointOfSale.client.lockedDoa', { nit: form.operatorNit }) : translate(CLIENT_NOTICE[form.clientMode], { name: client.name, document: client.document })}
      </Alert>
      {form.clientRefusal && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {translate('app.pointOfSale.client.invalid')}: {form.clientRefusal}
        </Alert>
      )}
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {text('name', true)}
        {text('document', true, { disabled: true })}
        <OptionSelect required label={translate('app.pointOfSale.client.department')} value={client.idDepartment} options={departments.data}
          loading={departments.isPending && !notHere(departments)} disabled={locked} unavailable={notHere(departments)} {...error('idDepartment')}
          onChange={(value) => setClient((c) => ({ ...c, idDepartment: value, idCity: '' }))} />
        <OptionSelect required label={translate('app.pointOfSale.client.city')} value={client.idCity} options={cities.data}
          loading={cities.isFetching} disabled={locked} waitingFor={translate('app.pointOfSale.client.chooseDepartment')} unavailable={notHere(cities)}
          {...error('idCity')} onChange={set('idCity')} />
        {text('address', false)}
        {text('email', true, { type: 'email' })}
        {text('phone', true, { placeholder: '3001234567', ...NUMERIC })}
        {text('housePhone', false, NUMERIC)}
        {text('contactPhone', false, NUMERIC)}
      </Box>
    </Box>
  );
}
