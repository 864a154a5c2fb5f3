import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button, CircularProgress, Paper, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { isInvoiceFile, localToday, womOrderNumber } from '../../../../contracts/repairPointOfSaleRules';
import { useOnline } from '../../../engine/offline/useOnline';
import type { OrderRow } from '../calls';
import { OrderDetailsDialog } from '../OrderDetailsDialog';
import { usePointOfSaleCalls } from './usePointOfSaleCalls';
import { ClientSearch, ClientSection } from './ClientSection';
import { DeviceSection } from './DeviceSection';
import { FilesSection } from './FilesSection';
import { OpenOrderDialog } from './OpenOrderDialog';
import { clientProblems, deviceProblems, type FormTab } from './orderForm';
import { useCreateOrder } from './useCreateOrder';

const TABS: FormTab[] = ['client', 'device', 'files'];

/** "Generar nueva Orden" (spec 03 §2.5): the client search, three tabs and "Guardar y generar Orden". */
export function CreateOrder({ workshopId }: { workshopId: number }) {
  const translate = useTranslate();
  const form = useCreateOrder(workshopId);
  const online = useOnline();
  const { tab, touched } = form;
  const flagged: Record<FormTab, boolean> = {
    client: touched && (form.clientMode === 'none' || Object.keys(clientProblems(form.client)).length > 0),
    device: touched && Object.keys(deviceProblems(form.device, form.imeiPattern, localToday())).length > 0,
    files: touched && !form.files.some((file) => isInvoiceFile(file.name, form.invoiceName)),
  };
  const { queued } = form;
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      {form.created !== null && <CreatedOrder orderId={form.created} onClose={form.closeCreated} />}
      {queued && (
        <Alert severity="info" onClose={form.closeQueued} data-queued-order={queued.imei}>
          {translate('app.pointOfSale.offline.queued', { document: queued.document, imei: queued.imei })}
        </Alert>
      )}
      {!online && <Alert severity="warning" data-offline-order>{translate('app.pointOfSale.offline.notice')}</Alert>}
      <ClientSearch key={`${form.created ?? 0}/${form.generation}`} form={form} />
      <Paper variant="outlined" sx={{ minWidth: 0 }}>
        <Tabs value={tab} onChange={(_event, value: FormTab) => form.setTab(value)} variant="fullWidth" aria-label={translate('app.pointOfSale.create')}>
          {TABS.map((key) => (
            <Tab key={key} value={key} id={`pos-tab-${key}`} aria-controls={`pos-panel-${key}`} data-flagged={flagged[key] || undefined}
              label={translate(`app.pointOfSale.tabs.${key}`)} sx={flagged[key] ? { color: 'error.main' } : undefined} />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`pos-panel-${tab}`} aria-labelledby={`pos-tab-${tab}`} sx={{ p: { xs: 1.5, sm: 2 } }}>
          {tab === 'client' && <ClientSection form={form} />}
          {tab === 'device' && <DeviceSection form={form} />}
          {tab === 'files' && <FilesSection form={form} />}
        </Box>
      </Paper>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button variant="contained" size="large" onClick={() => void form.save()} disabled={form.busy !== null} sx={{ width: { xs: '100%', sm: 'auto' } }}
          startIcon={form.busy === 'save' ? <CircularProgress size={18} color="inherit" /> : <SaveIcon />}>
          {translate(form.busy === 'save' ? 'app.pointOfSale.saving' : 'app.pointOfSale.save')}
        </Button>
      </Box>
      {form.openOrder && <OpenOrderDialog message={form.openOrder.message} orderId={form.openOrder.orderId} onClose={form.closeOpenOrder} />}
    </Box>
  );
}

/** The order just created: its number, and its details (arrival order PDF, files) one click away. */
function CreatedOrder({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = usePointOfSaleCalls();
  const [row, setRow] = useState<OrderRow | null>(null);
  const open = async () => setRow((await dataProvider.getOrderByFilterVc({ type: 'fr_NroOrden', param1: String(orderId), param2: '' }))[0] ?? null);
  return (
    <Alert severity="success" onClose={onClose} data-created={orderId}
      action={<Button color="inherit" size="small" onClick={() => void open()}>{translate('app.repairOrders.actions.details')}</Button>}>
      {translate('app.pointOfSale.saved', { order: womOrderNumber(orderId) })}
      {row && <OrderDetailsDialog order={row} onClose={() => setRow(null)} />}
    </Alert>
  );
}
