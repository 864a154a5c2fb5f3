import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useMemo, useState, type FormEvent } from 'react';
import { twoFactorCalls } from '../../auth/twoFactorCalls';
import type { HttpClient } from '../../../../dataProviders/httpClient';
import { groupedSecret, recoveryCodesText, useTwoFactorEnrolment } from './useTwoFactorEnrolment';

export type TranslateText = (key: string, values?: Record<string, string | number>) => string;
const K = 'app.system.account.two_factor';

/**
 * Enrolling a second factor (MUI only, no react-admin hook: the sign-in page shows it too, with its own
 * translator): the QR code of the otpauth:// URI and the key as text, a first code, then the 10 recovery codes
 * (copy, download as .txt), shown once. `onDone` once the user has them.
 */
export const TwoFactorEnrolment = ({ t, http, onDone }: { t: TranslateText; http: HttpClient; onDone(): void }) => {
  const calls = useMemo(() => twoFactorCalls(http), [http]);
  const { enrolment, loadError, retry, confirm, confirming, codeError, recoveryCodes } = useTwoFactorEnrolment(calls);
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [copied, setCopied] = useState(false);

  if (loadError) {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={retry}>{t(`${K}.retry`)}</Button>}>
        {t(`${K}.load_error`)} {t(loadError)}
      </Alert>
    );
  }
  if (!enrolment) return <CircularProgress aria-label={t(`${K}.enrol_title`)} />;

  if (recoveryCodes) {
    const text = recoveryCodesText(t(`${K}.codes_file_title`, { account: enrolment.account, issuer: enrolment.issuer }), recoveryCodes);
    const download = () => {
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
      link.download = `recovery-codes-${enrolment.account}.txt`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 1000);
    };
    const copy = () => {
      void navigator.clipboard?.writeText(text).then(() => setCopied(true), () => undefined);
    };
    return (
      <Stack spacing={2} aria-labelledby="two-factor-codes-title">
        <Typography id="two-factor-codes-title" variant="h6" component="h2">{t(`${K}.codes_title`)}</Typography>
        <Alert severity="warning">{t(`${K}.codes_explain`)}</Alert>
        <Box
          component="ol"
          aria-label={t(`${K}.codes_title`)}
          sx={{ m: 0, pl: 4, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 4, rowGap: 0.5, fontFamily: 'monospace', fontSize: '1.05rem' }}
        >
          {recoveryCodes.map((c) => <li key={c}>{c}</li>)}
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={copy}>{copied ? t(`${K}.copied`) : t(`${K}.copy`)}</Button>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download}>{t(`${K}.download`)}</Button>
          <Button variant="contained" onClick={onDone}>{t(`${K}.done`)}</Button>
        </Stack>
      </Stack>
    );
  }

  const missing = code.trim() === '';
  const fieldError = codeError ?? (touched && missing ? t(`${K}.code_required`) : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!missing) void confirm(code);
  };
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit}>
      <Typography variant="body2">{t(`${K}.scan`)}</Typography>
      <Box
        component="img"
        src={enrolment.qrCode}
        alt={t(`${K}.qr_alt`, { account: enrolment.account, issuer: enrolment.issuer })}
        sx={{ width: 200, height: 200, alignSelf: 'center', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
      />
      <Typography variant="body2">{t(`${K}.manual`, { account: enrolment.account })}</Typography>
      <Typography
        aria-label={t(`${K}.secret`)}
        data-secret={enrolment.secret}
        sx={{ fontFamily: 'monospace', fontSize: '1.05rem', wordBreak: 'break-all', bgcolor: 'action.hover', p: 1, borderRadius: 1 }}
      >
        {groupedSecret(enrolment.secret)}
      </Typography>
      <Typography variant="body2">{t(`${K}.confirm_prompt`)}</Typography>
      <TextField
        name="code"
        label={t(`${K}.code`)}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        onBlur={() => setTouched(true)}
        required
        error={Boolean(fieldError)}
        helperText={fieldError ? t(fieldError) : ' '}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 8 } }}
        sx={{ maxWidth: 260 }}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={confirming}>{t(`${K}.confirm`)}</Button>
      </Box>
    </Stack>
  );
};
