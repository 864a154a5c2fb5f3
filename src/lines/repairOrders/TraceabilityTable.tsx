import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { OrderDetails } from './calls';

/** A row per reached stage (spec 03 §2.4): the state reached, its date in the user's locale, and who moved it. */
export function TraceabilityTable({ stages }: { stages: OrderDetails['stages'] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const label = translate('app.repairOrders.details.traceability');
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>{label}</Typography>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {['stage', 'date', 'user'].map((key) => <TableCell key={key}>{translate(`app.repairOrders.details.${key}`)}</TableCell>)}
            </TableRow>
          </TableHead>
          <TableBody>
            {stages.map((stage, i) => (
              <TableRow key={i} data-stage={stage.state}>
                <TableCell>{translate(`app.repairOrders.states.${stage.state}`, { _: stage.state })}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{new Date(stage.at).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' })}</TableCell>
                <TableCell>{stage.userName}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
