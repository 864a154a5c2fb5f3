import LockResetIcon from '@mui/icons-material/LockReset';
import { Avatar, Box, Button, Card, CardActions, CardContent, CardHeader, Divider } from '@mui/material';
import { useState } from 'react';
import {
  DateField,
  EmailField,
  RecordContextProvider,
  SimpleShowLayout,
  TextField,
  Title,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { useLocation } from 'react-router-dom';
import { canChangePassword, opensChangePassword, readAccountProfile } from './account/accountRules';
import { ChangePasswordDialog } from './account/ChangePasswordDialog';
import { TwoFactorCard } from './account/TwoFactorCard';

const NOT_SET = 'app.system.account.not_set';
const SIGN_IN_DATE = { dateStyle: 'long', timeStyle: 'short' } as const;

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

/** /system/myAccount: the signed-in user's profile, the change-password dialog when the session allows it, and the second factor. */
export const MyAccount = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [profile] = useState(() => readAccountProfile());
  const location = useLocation();
  // the after-sign-in prompt opens the page with the dialog open
  const [dialogOpen, setDialogOpen] = useState(() => canChangePassword(profile.changePassword) && opensChangePassword(location.state));

  return (
    <Box sx={{ py: 2, maxWidth: 760 }}>
      <Title title="app.system.account.title" />
      <Card variant="outlined">
        <CardHeader
          avatar={<Avatar sx={{ bgcolor: 'primary.main', width: 56, height: 56 }}>{initialsOf(profile.name)}</Avatar>}
          title={profile.name || translate(NOT_SET)}
          subheader={profile.login}
          slotProps={{ title: { variant: 'h6', component: 'h1' } }}
        />
        <Divider />
        <CardContent sx={{ p: 0 }}>
          <RecordContextProvider value={profile}>
            <SimpleShowLayout
              aria-label={translate('app.system.account.profile')}
              spacing={0}
              sx={{ py: 2, '& .RaSimpleShowLayout-stack': { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 3, rowGap: 2 } }}
            >
              <TextField source="name" label="app.system.account.fields.name" emptyText={NOT_SET} />
              <TextField source="login" label="app.system.account.fields.login" emptyText={NOT_SET} />
              <EmailField source="email" label="app.system.account.fields.email" emptyText={NOT_SET} />
              <TextField source="cod_bodega" label="app.system.account.fields.cod_bodega" emptyText={NOT_SET} />
              <DateField
                source="transactionDate"
                label="app.system.account.fields.transaction_date"
                showTime
                locales={locale}
                options={SIGN_IN_DATE}
                emptyText={NOT_SET}
              />
            </SimpleShowLayout>
          </RecordContextProvider>
        </CardContent>
        {canChangePassword(profile.changePassword) && (
          <>
            <Divider />
            <CardActions sx={{ px: 2, py: 1.5 }}>
              <Button variant="contained" startIcon={<LockResetIcon />} onClick={() => setDialogOpen(true)}>
                {translate('app.system.account.change_password')}
              </Button>
            </CardActions>
          </>
        )}
      </Card>
      <TwoFactorCard />
      <ChangePasswordDialog open={dialogOpen} userId={profile.id} onClose={() => setDialogOpen(false)} />
    </Box>
  );
};
