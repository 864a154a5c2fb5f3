import {
  Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Table, TableBody, TableCell, TableRow, useMediaQuery, useTheme,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { OrderDetails, OrderRow } from './calls';
import { OrderProgress } from './OrderProgress';
import { tatDays } from './orderRules';
import { ServiceOrderButtons } from './ServiceOrderButtons';
import { TraceabilityTable } from './TraceabilityTable';
import { useOrderDetails } from './useOrderDetails';
import { serverMessage } from './useOrderAction';

type Translate = ReturnType<typeof useTranslate>;

/** The rows only the details call knows (spec 03 §2.3): DOA, warranty, re-entry, exhibition, faults, loan device. */
function detailRows(details: OrderDetails, translate: Translate): [string, string][] {
  const yes = (value: boolean) => translate(`app.repairOrders.details.${value ? 'yes' : 'no'}`);
  return [
    ['doa', yes(details.doa)],
    ['warranty', yes(details.warranty)],
    ['reentry', yes(details.reentry)],
    ['exhibition', yes(details.exhibition)],
    ['faults', [details.foulType, details.foulType2].filter(Boolean).join(' · ')],
    ['loanDevice', details.imeiLoanDevice ?? translate('app.repairOrders.details.noLoan')],
  ];
}

/**
 * Order details (spec 03 §2.3, §2.4): what the table's row holds at once, then the details call's fields, the
 * traceability per reached stage, and the arrival order, exit order and files buttons.
 */
export function OrderDetailsDialog({ order, onClose, onChanged }: { order: OrderRow; onClose: () => void; onChanged?: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const details = useOrderDetails(order.orderId);
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const state = details.data?.idOrderState ?? order.idOrderState;
  const created = new Date(order.creationDate);
  const fields: [string, string][] = [
    ['state', translate(`app.repairOrders.states.${state}`, { _: state })],
    ['point', order.pointName],
    ['tat', translate('app.repairOrders.table.tatDays', { smart_count: tatDays(order.creationDate) })],
    ['client', order.clientName],
    ['model', order.model],
    ['brand', order.brand],
    ['imei', order.imei],
    ['workshop', order.workshopName],
    ['created', Number.isNaN(created.getTime()) ? order.creationDate : created.toLocaleString(locale)],
    ['contacts', [order.housePhone, order.contactPhone, order.phone, order.email].filter(Boolean).join(' · ')],
    ...(details.data ? detailRows(details.data, translate) : []),
  ];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle>{translate('app.repairOrders.details.title', { id: order.orderId })}</DialogTitle>
      <DialogContent>
        <OrderProgress state={state} />
        <Table size="small">
          <TableBody>
            {fields.map(([key, value]) => (
              <TableRow key={key} data-field={key}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>{translate(`app.repairOrders.details.${key}`)}</TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {details.isPending && <LinearProgress sx={{ mt: 2 }} />}
        {details.isError && (
          <Alert severity="error" sx={{ mt: 2 }} action={<Button color="inherit" size="small" onClick={() => void details.refetch()}>{translate('app.repairOrders.details.retry')}</Button>}>
            {translate('app.repairOrders.details.loadError', { message: serverMessage(details.error) })}
          </Alert>
        )}
        {details.data && (
          <>
            <TraceabilityTable stages={details.data.stages} />
            <Box sx={{ mt: 2 }}><ServiceOrderButtons details={details.data} onChanged={onChanged} /></Box>
          </>
        )}
      </DialogContent>
      <DialogActions><Button onClick={onClose} autoFocus>{translate('app.repairOrders.close')}</Button></DialogActions>
    </Dialog>
  );
}
