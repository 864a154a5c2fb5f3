import SecurityIcon from '@mui/icons-material/Security';
import {
  Alert,
  Button,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { TwoFactorStatus } from '../../../../contracts/endpoints/twoFactor';
import { apiClient } from '../../apiClient';
import { fieldErrorOf, twoFactorCalls } from '../../auth/twoFactorCalls';
import { TwoFactorEnrolment } from './TwoFactorEnrolment';
import { useMessageSlot } from '../../i18n/useMessageSlot';
import { twoFactorMessages } from '../../i18n/twoFactorMessages';

const K = 'app.system.account.two_factor';

/** My Account's second factor: whether it is on (and required), set it up, or reset it with the password or a code. */
export const TwoFactorCard = () => {
  // its texts come with My Account's code, not in the first screen's catalogue
  useMessageSlot('two-factor', twoFactorMessages);
  const translate = useTranslate();
  const notify = useNotify();
  const calls = useMemo(() => twoFactorCalls(apiClient), []);
  const [status, setStatus] = useState<TwoFactorStatus | null>(null);
  const [enrolOpen, setEnrolOpen] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);
  const refresh = useCallback(() => {
    calls.status().then(setStatus, () => setStatus(null));
  }, [calls]);
  useEffect(refresh, [refresh]);

  return (
    <Card variant="outlined" sx={{ mt: 3 }} aria-labelledby="two-factor-title">
      <CardHeader
        avatar={<SecurityIcon color="primary" />}
        title={translate(`${K}.title`)}
        slotProps={{ title: { variant: 'subtitle1', component: 'h2', id: 'two-factor-title' } }}
        action={
          status && (
            <Chip
              label={translate(status.enabled ? `${K}.on` : `${K}.off`)}
              color={status.enabled ? 'success' : 'default'}
              variant={status.enabled ? 'filled' : 'outlined'}
              sx={{ mt: 1, mr: 1 }}
            />
          )
        }
      />
      <Divider />
      <CardContent>
        <Stack spacing={1}>
          <Typography variant="body2">{translate(`${K}.explain`)}</Typography>
          {status?.required && <Typography variant="body2" color="warning.main">{translate(`${K}.required_by_role`)}</Typography>}
          {status?.enabled && (
            <Typography variant="body2" color="text.secondary">{translate(`${K}.codes_left`, { smart_count: status.recoveryCodesLeft })}</Typography>
          )}
        </Stack>
      </CardContent>
      {status && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          {status.enabled ? (
            <Button variant="outlined" color="warning" onClick={() => setResetOpen(true)}>{translate(`${K}.reset`)}</Button>
          ) : (
            <Button variant="contained" onClick={() => setEnrolOpen(true)}>{translate(`${K}.set_up`)}</Button>
          )}
        </CardActions>
      )}
      <Dialog open={enrolOpen} onClose={() => undefined} fullWidth maxWidth="sm" aria-labelledby="two-factor-enrol-title">
        <DialogTitle id="two-factor-enrol-title">{translate(`${K}.enrol_title`)}</DialogTitle>
        <DialogContent>
          {enrolOpen && (
            <TwoFactorEnrolment
              t={translate}
              http={apiClient}
              onDone={() => {
                setEnrolOpen(false);
                refresh();
              }}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() => {
              setEnrolOpen(false);
              refresh();
            }}
          >
            {translate(`${K}.cancel`)}
          </Button>
        </DialogActions>
      </Dialog>
      <ResetDialog
        open={resetOpen}
        onClose={() => setResetOpen(false)}
        onReset={(message) => {
          setResetOpen(false);
          notify(message, { type: 'success' });
          refresh();
        }}
        calls={calls}
      />
    </Card>
  );
};

const ResetDialog = ({ open, onClose, onReset, calls }: { open: boolean; onClose(): void; onReset(message: string): void; calls: ReturnType<typeof twoFactorCalls> }) => {
  const translate = useTranslate();
  const [kind, setKind] = useState<'password' | 'code'>('password');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) {
      setError(translate(`${K}.code_required`));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const message = await calls.disable(kind === 'password' ? { password: value } : { code: value.trim() });
      setValue('');
      onReset(message);
    } catch (failure) {
      setError(fieldErrorOf(failure, kind) ?? translate(failure instanceof Error ? failure.message : 'app.errors.unknown'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="two-factor-reset-title">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="two-factor-reset-title">{translate(`${K}.reset_title`)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Alert severity="warning">{translate(`${K}.reset_explain`)}</Alert>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={kind}
              onChange={(_e, next: 'password' | 'code' | null) => {
                if (next) {
                  setKind(next);
                  setValue('');
                  setError(null);
                }
              }}
            >
              <ToggleButton value="password">{translate(`${K}.reset_with_password`)}</ToggleButton>
              <ToggleButton value="code">{translate(`${K}.reset_with_code`)}</ToggleButton>
            </ToggleButtonGroup>
            <TextField
              key={kind}
              name={kind}
              type={kind === 'password' ? 'password' : 'text'}
              label={translate(kind === 'password' ? `${K}.password` : `${K}.reset_code`)}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              required
              autoFocus
              error={Boolean(error)}
              helperText={error ?? ' '}
              autoComplete={kind === 'password' ? 'current-password' : 'one-time-code'}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate(`${K}.cancel`)}</Button>
          <Button type="submit" variant="contained" color="warning" disabled={busy}>{translate(`${K}.reset_confirm`)}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
