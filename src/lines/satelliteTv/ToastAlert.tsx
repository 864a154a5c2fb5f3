import { Alert, AlertTitle } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A toast with a title (spec 02 §8: the error toast titled Error, the success toast titled Ok). react-admin shows a
 * React element passed to notify() in place of its own snackbar content, so this is the whole toast.
 */
export const ToastAlert = ({ severity, title, children }: { severity: 'error' | 'success'; title: string; children: ReactNode }) => (
  <Alert severity={severity} variant="filled" elevation={6} sx={{ minWidth: 288 }}>
    <AlertTitle>{title}</AlertTitle>
    {children}
  </Alert>
);
