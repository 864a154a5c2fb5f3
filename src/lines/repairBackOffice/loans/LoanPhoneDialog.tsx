import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Switch, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { LoanBody, LoanRow } from '../calls';
import { SelectField } from '../shared/SelectField';
import { serverFieldErrors } from '../shared/serverErrors';
import { useBackOfficeCalls, useBackOfficeWrite, useImeiPattern } from '../shared/useBackOffice';
import { useStoreOptions } from '../shared/useStoreOptions';
import { loanBodyOf, loanDraftOf, loanProblems, type LoanDraft } from './loanForm';

/** Creates or edits a loan phone: brand → model, description, IMEI against the settings pattern, available, store. */
export function LoanPhoneDialog({ loan, onClose }: { loan?: LoanRow; onClose: () => void }) {
  const translate = useTranslate();
  const calls = useBackOfficeCalls();
  const imeiPattern = useImeiPattern();
  const [draft, setDraft] = useState<LoanDraft>(loanDraftOf(loan));
  const [touched, setTouched] = useState(false);
  const brands = useQuery({ queryKey: ['backOffice', 'brands'], queryFn: () => calls.brands(), staleTime: Infinity });
  const models = useQuery({
    queryKey: ['backOffice', 'models', draft.brand], enabled: draft.brand !== '', staleTime: Infinity, queryFn: () => calls.models({ brand: draft.brand }),
  });
  const stores = useStoreOptions();
  const save = useBackOfficeWrite({
    run: (body: LoanBody) => (loan ? calls.updateLoan({ ...body, id: loan.id, version: loan.version }) : calls.createLoan(body)),
    success: () => [loan ? 'app.backOffice.loans.updated' : 'app.backOffice.loans.created'],
    invalidate: ['backOffice', 'loans'], onDone: onClose,
  });
  const problems = loanProblems(draft, imeiPattern);
  const serverErrors = serverFieldErrors(save.error);
  const errorOf = (field: keyof LoanDraft) => {
    if (serverErrors[field]) return serverErrors[field];
    if (!touched) return undefined;
    if (problems.missing.includes(field)) return translate('app.backOffice.common.required');
    return field === 'imei' && problems.badImei ? translate('app.backOffice.loans.invalid') : undefined;
  };
  const submit = () => {
    setTouched(true);
    if (problems.missing.length === 0 && !problems.badImei) save.mutate(loanBodyOf(draft));
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="loan-dialog-title">
      <DialogTitle id="loan-dialog-title">{loan ? translate('app.backOffice.loans.editTitle', { imei: loan.imei }) : translate('app.backOffice.loans.new')}</DialogTitle>
      <DialogContent>
        <Box component="form" noValidate id="loan-form" onSubmit={(e) => { e.preventDefault(); submit(); }} sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <SelectField
            name="brand" label="app.backOffice.loans.fields.brand" required value={draft.brand} error={errorOf('brand')}
            options={brands.data?.map((b) => ({ value: b.text, text: b.text }))} onChange={(brand) => setDraft({ ...draft, brand, idBrand: '' })}
          />
          <SelectField
            name="idBrand" label="app.backOffice.loans.fields.model" required value={draft.idBrand} error={errorOf('idBrand')}
            options={draft.brand === '' ? [] : models.data} disabled={draft.brand === ''} onChange={(v) => setDraft({ ...draft, idBrand: Number(v) })}
          />
          <TextField
            size="small" required label={translate('app.backOffice.loans.fields.description')} value={draft.description} sx={{ gridColumn: '1 / -1' }}
            onChange={(e) => setDraft({ ...draft, description: e.target.value })} error={Boolean(errorOf('description'))} helperText={errorOf('description')}
            slotProps={{ htmlInput: { 'data-field': 'description', maxLength: 200 } }}
          />
          <TextField
            size="small" required label={translate('app.backOffice.loans.fields.imei')} value={draft.imei}
            onChange={(e) => setDraft({ ...draft, imei: e.target.value })} error={Boolean(errorOf('imei'))}
            helperText={errorOf('imei') ?? translate('app.backOffice.loans.imeiHelp')}
            slotProps={{ htmlInput: { 'data-field': 'imei', inputMode: 'numeric', maxLength: 20 } }}
          />
          <SelectField
            name="idWorkShop" label="app.backOffice.loans.fields.store" required value={draft.idWorkShop} error={errorOf('idWorkShop')}
            options={stores.data} onChange={(v) => setDraft({ ...draft, idWorkShop: Number(v) })}
          />
          <FormControlLabel
            control={<Switch checked={draft.available} onChange={(e) => setDraft({ ...draft, available: e.target.checked })} />}
            label={translate('app.backOffice.loans.fields.available')}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.backOffice.common.cancel')}</Button>
        <Button type="submit" form="loan-form" variant="contained" disabled={save.isPending}>{translate('app.backOffice.common.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
