import { Chip } from '@mui/material';

const COLOR: Record<string, 'success' | 'error' | 'warning' | 'info' | 'default'> = {
  OK: 'success', READ_ERROR: 'error', WRITE_ERROR: 'error', STANDBY: 'warning',
};

/** A message state as the console shows it: errors red, STANDBY amber, OK green, the pending ones neutral. */
export const MessageStateChip = ({ state }: { state: string }) => (
  <Chip size="small" label={state} color={COLOR[state] ?? 'default'} variant={COLOR[state] ? 'filled' : 'outlined'} />
);
