import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { BACK_OFFICE_DATABASE_ID } from '../../../../contracts/endpoints/repairBackOfficeUsers';
import type { UserRow } from './userRows';
import { SelectField } from '../shared/SelectField';
import { serverFieldErrors } from '../shared/serverErrors';
import { useBackOfficeCalls } from '../shared/useBackOffice';
import { useStoreOptions } from '../shared/useStoreOptions';
import { PasswordChecklist } from './PasswordChecklist';
import { canSaveUser, loginOf, userDraftOf, userProblems, type UserDraft, type UserProblem } from './userForm';
import { useUserSave } from './useUserSave';

const PROBLEM_TEXT: Record<UserProblem, string> = {
  required: 'app.backOffice.common.required', email: 'app.backOffice.users.emailInvalid',
  policy: 'app.backOffice.users.policy', mismatch: 'app.backOffice.users.mismatch',
};

/** Creates or edits a user of the back office: the administration area's user and its store link. */
export function UserDialog({ link, onClose }: { link?: UserRow; onClose: () => void }) {
  const translate = useTranslate();
  const calls = useBackOfficeCalls();
  const [draft, setDraft] = useState<UserDraft>(userDraftOf(link));
  const [touched, setTouched] = useState<Set<keyof UserDraft>>(new Set());
  const roles = useQuery({
    queryKey: ['backOffice', 'roles'], staleTime: 60_000,
    queryFn: async () => (await calls.roleList({ pageIndex: 1, pageSize: 100, dataBaseId: BACK_OFFICE_DATABASE_ID })).map((r) => ({ value: r.id, text: r.name })),
  });
  const stores = useStoreOptions();
  const save = useUserSave(link, onClose);
  const isNew = !link;
  const problems = userProblems(draft, isNew);
  const valid = canSaveUser(draft, isNew);
  const serverErrors = serverFieldErrors(save.error);
  const set = <K extends keyof UserDraft>(field: K, value: UserDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setTouched((t) => new Set(t).add(field));
  };
  const errorOf = (field: keyof UserDraft, serverField: string = field) => {
    if (serverErrors[serverField]) return serverErrors[serverField];
    const problem = touched.has(field) ? problems[field] : undefined;
    return problem ? translate(PROBLEM_TEXT[problem]) : undefined;
  };
  const text = (field: 'name' | 'email' | 'document' | 'password' | 'confirm', extra: { type?: string; helper?: string } = {}) => (
    <TextField
      size="small" fullWidth required={field !== 'password' && field !== 'confirm' ? true : isNew} type={extra.type}
      label={translate(`app.backOffice.users.fields.${field}`)} value={draft[field]} onChange={(e) => set(field, e.target.value)}
      error={Boolean(errorOf(field, field === 'confirm' ? 'passwordConfirm' : field))}
      helperText={errorOf(field, field === 'confirm' ? 'passwordConfirm' : field) ?? extra.helper}
      autoComplete={extra.type === 'password' ? 'new-password' : undefined}
      slotProps={{ htmlInput: { 'data-field': field, maxLength: field === 'document' ? 20 : 100 } }}
    />
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="user-dialog-title">
      <DialogTitle id="user-dialog-title">{link ? translate('app.backOffice.users.editTitle', { name: link.name }) : translate('app.backOffice.users.new')}</DialogTitle>
      <DialogContent>
        {(roles.isError || stores.isError) && (
          <Typography role="alert" color="error" variant="body2">
            {translate(roles.isError ? 'app.backOffice.users.errorRoles' : 'app.backOffice.users.errorStores')}
          </Typography>
        )}
        <Box
          component="form" noValidate id="user-form" onSubmit={(e) => { e.preventDefault(); if (valid) save.mutate(draft); }}
          sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          {text('name')}
          <SelectField name="idRol" label="app.backOffice.users.fields.role" required value={draft.idRol} options={roles.data} onChange={(v) => set('idRol', Number(v))} error={errorOf('idRol')} />
          {text('email', { type: 'email' })}
          <TextField
            size="small" fullWidth label={translate('app.backOffice.users.fields.login')} value={loginOf(draft)} helperText={translate('app.backOffice.users.loginHelp')}
            error={Boolean(serverErrors.login)} slotProps={{ input: { readOnly: true }, htmlInput: { 'data-field': 'login' } }}
          />
          {text('document')}
          <SelectField
            name="state" label="app.backOffice.users.fields.state" required value={draft.state} onChange={(v) => set('state', Number(v) === 1 ? 1 : 2)}
            options={[{ value: 1, text: translate('app.backOffice.users.states.active') }, { value: 2, text: translate('app.backOffice.users.states.inactive') }]}
          />
          <SelectField name="idWorkShop" label="app.backOffice.users.fields.store" required value={draft.idWorkShop} options={stores.data} onChange={(v) => set('idWorkShop', Number(v))} error={errorOf('idWorkShop')} />
          <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
          {text('password', { type: 'password', helper: isNew ? undefined : translate('app.backOffice.users.passwordKeep') })}
          {text('confirm', { type: 'password' })}
          {(isNew || draft.password !== '') && <PasswordChecklist password={draft.password} />}
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {!valid && <Typography variant="body2" color="warning.main" sx={{ mr: 'auto' }} role="status">{translate('app.backOffice.users.incomplete')}</Typography>}
        <Button onClick={onClose}>{translate('app.backOffice.common.cancel')}</Button>
        <Button type="submit" form="user-form" variant="contained" disabled={!valid || save.isPending}>{translate('app.backOffice.common.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
