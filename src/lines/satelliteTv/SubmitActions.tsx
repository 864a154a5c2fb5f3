import { Button, DialogActions } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A form dialog's actions: Cancel closes it; the submit button (its label given) shows progress while `pending`. */
export function SubmitActions({ onClose, label, pending }: { onClose: () => void; label: string; pending?: boolean }) {
  const translate = useTranslate();
  return (
    <DialogActions>
      <Button onClick={onClose}>{translate('app.satelliteTv.cancel')}</Button>
      <Button type="submit" variant="contained" loading={pending}>{label}</Button>
    </DialogActions>
  );
}
