import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import type { OrderRow } from '../calls';
import { OrderDetailsDialog } from '../OrderDetailsDialog';
import { useOrderAction } from '../useOrderAction';
import type { TechnicianDataProvider } from './calls';
import { QualityControlDialog } from './QualityControlDialog';
import { RepairDialog } from './RepairDialog';
import { techRowActions, type TechAction } from './techRules';

type Confirmed = Extract<TechAction, 'arrival' | 'payment' | 'shipToPoint'>;

/** A technician row's buttons (techRowActions decides which) and the modal or confirmation each opens. */
export function TechnicianRowActions({ order, onChanged }: { order: OrderRow; onChanged: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<TechnicianDataProvider>();
  const [open, setOpen] = useState<TechAction | null>(null);
  const close = () => setOpen(null);
  const { run, running } = useOrderAction(onChanged);
  const confirm = async (action: Confirmed) => {
    const orderId = order.orderId;
    // Confirmar Envio a punto is status 11 (spec 03 §4.2); arrival and payment are receivedRepairStore
    await run(() => (action === 'shipToPoint' ? dataProvider.updateStatusTraceability({ orderId, status: 11 }) : dataProvider.receivedRepairStore({ orderId })));
    close();
  };

  return (
    <>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {techRowActions(order.idOrderState).map((action) => (
          <Button key={action} size="small" variant={action === 'details' ? 'text' : 'outlined'} data-action={action} onClick={() => setOpen(action)}>
            {translate(`app.repairTechnician.actions.${action}`)}
          </Button>
        ))}
      </Stack>
      {open === 'details' && <OrderDetailsDialog order={order} onClose={close} onChanged={onChanged} />}
      {open === 'repair' && <RepairDialog order={order} onClose={close} onSaved={onChanged} />}
      {open === 'quality' && <QualityControlDialog order={order} onClose={close} onSaved={onChanged} />}
      {(open === 'arrival' || open === 'payment' || open === 'shipToPoint') && (
        <Confirm
          isOpen loading={running} onClose={close} onConfirm={() => void confirm(open)}
          title="app.repairTechnician.confirm.title" titleTranslateOptions={{ id: order.orderId }}
          content={`app.repairTechnician.confirm.${open}`} contentTranslateOptions={{ id: order.orderId }}
          confirm="app.repairTechnician.confirmAction" cancel="app.repairTechnician.cancel"
        />
      )}
    </>
  );
}
