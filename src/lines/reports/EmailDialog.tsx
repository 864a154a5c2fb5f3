import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { EMAIL_PATTERN } from '../../../contracts/patterns';

interface EmailDialogProps {
  open: boolean;
  sending: boolean;
  onClose: () => void;
  onSend: (email: string) => Promise<unknown>;
}

/** Asks the address the whole report goes to (ExportReport?email). */
export function EmailDialog({ open, sending, onClose, onSend }: EmailDialogProps) {
  const translate = useTranslate();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const invalid = !EMAIL_PATTERN.test(email.trim());
  const send = async () => {
    setTouched(true);
    if (invalid) return;
    try {
      await onSend(email.trim());
      onClose();
    } catch {
      // the error toast is the mutation's
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('app.reports.exportEmail')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus fullWidth margin="dense" type="email" label={translate('app.reports.email')} value={email}
          onChange={(e) => setEmail(e.target.value)} onBlur={() => setTouched(true)}
          onKeyDown={(e) => e.key === 'Enter' && void send()}
          error={touched && invalid} helperText={touched && invalid ? translate('app.reports.emailInvalid') : ' '}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.reports.cancel')}</Button>
        <Button variant="contained" onClick={() => void send()} disabled={sending}>{translate('app.reports.send')}</Button>
      </DialogActions>
    </Dialog>
  );
}
