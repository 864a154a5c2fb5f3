import { Alert, Box, Button, Paper, TextField, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { useCallAllowed, type DocumentedCall } from '../../shell/auth/useCallAllowed';
import { useScannerFields } from './useScannerFields';

/** A field of a scanner form: its name, its label and the message when it is empty (message keys). */
export interface ScannerField<N extends string> {
  name: N;
  label: string;
  required: string;
}

/**
 * The SIM screens' form logic: the first empty field says so (and takes the focus) instead of sending; a send
 * in flight disables the button; a failed call shows its message. `call` is the documented call the form makes: a
 * user the server's policy refuses it (contracts/policy.ts) gets no button, and Enter sends nothing.
 */
export function useScannerForm<const N extends string>(
  fields: readonly ScannerField<N>[],
  call: DocumentedCall,
  submit: (values: Record<N, string>) => Promise<void>,
) {
  const notify = useNotify();
  const [sending, setSending] = useState(false);
  const allowed = useCallAllowed(call);
  const scanner = useScannerFields(
    fields.map((field) => field.name),
    async (values) => {
      if (!allowed) return;
      const empty = fields.find((field) => values[field.name] === '');
      if (empty) {
        notify(empty.required, { type: 'error' });
        scanner.focus(empty.name);
        return;
      }
      setSending(true);
      try {
        await submit(values);
      } catch (error) {
        notify((error as Error).message, { type: 'error' });
      } finally {
        setSending(false);
      }
    },
  );
  return { scanner, sending, allowed };
}

interface ScannerFormProps<N extends string> {
  title: string;
  action: string;
  fields: readonly ScannerField<N>[];
  form: ReturnType<typeof useScannerForm<N>>;
  children?: ReactNode;
}

/** The SIM screens' page: title, hint, one input per field (the first focused) and the action button. */
export function ScannerForm<const N extends string>({ title, action, fields, form: { scanner, sending, allowed }, children }: ScannerFormProps<N>) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 560 }}>
      <Title title={translate(title)} />
      {/* a form (named, for assistive technology); Enter is the scanner's (next field, then send), never a submit */}
      <Paper component="form" variant="outlined" noValidate aria-label={translate(title)} onSubmit={(event) => event.preventDefault()} sx={{ p: 2 }}>
        <Typography variant="body2" color="text.secondary">{translate('app.sim.hint')}</Typography>
        {fields.map(({ name, label }, i) => (
          <TextField key={name} {...scanner.field(name)} name={name} label={translate(label)} fullWidth margin="normal" autoComplete="off" autoFocus={i === 0} />
        ))}
        {allowed
          ? <Button variant="contained" onClick={() => void scanner.send()} disabled={sending} sx={{ mt: 1 }}>{translate(action)}</Button>
          : <Alert severity="info" sx={{ mt: 1 }} data-testid="sim-not-allowed">{translate('app.sim.notAllowed')}</Alert>}
      </Paper>
      {children}
    </Box>
  );
}
