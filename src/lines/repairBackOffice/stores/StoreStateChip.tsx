import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StoreRow } from '../calls';

/** Abierto in green, Cerrado in red (spec 04 §4). */
export const StoreStateChip = ({ state }: { state: StoreRow['state'] }) => {
  const translate = useTranslate();
  return <Chip size="small" variant="filled" color={state === 'Abierto' ? 'success' : 'error'} label={translate(`app.backOffice.stores.states.${state}`)} data-state={state} />;
};
