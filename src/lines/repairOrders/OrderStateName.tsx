import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** An order state by name (spec 03 §4.1), its id as a fallback for states the spec leaves unnamed. */
export function OrderStateName({ state }: { state: string }) {
  const translate = useTranslate();
  return <Typography variant="body2" component="span" title={state}>{translate(`app.repairOrders.states.${state}`, { _: state })}</Typography>;
}
