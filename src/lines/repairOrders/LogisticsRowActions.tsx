import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import { assignTech, receivedRepairStore, transferGuideSave, updateStatusTraceability } from '../../../contracts/endpoints/repairOrders';
import { useCallAllowed } from '../../shell/auth/useCallAllowed';
import { AssignWorkshopDialog } from './AssignWorkshopDialog';
import type { OrderRow, RepairOrderDataProvider } from './calls';
import { GuideDialog } from './GuideDialog';
import { OrderDetailsDialog } from './OrderDetailsDialog';
import { rowActions, type RowAction } from './orderRules';
import { useOrderAction } from './useOrderAction';

/**
 * The logistics row's buttons (rowActions decides which, among those whose call the server's policy lets the user
 * make: contracts/policy.ts) and the modal or confirmation each opens.
 */
export function LogisticsRowActions({ order, onChanged }: { order: OrderRow; onChanged: () => void }) {
  const translate = useTranslate();
  const canGuide = [useCallAllowed(transferGuideSave), useCallAllowed(updateStatusTraceability)].every(Boolean);
  const canReceive = useCallAllowed(receivedRepairStore);
  const allowed: Record<RowAction, boolean> = {
    details: true, assignWorkshop: useCallAllowed(assignTech), collectionGuide: canGuide, returnGuide: canGuide,
    confirmArrival: canReceive, confirmPayment: canReceive,
  };
  const dataProvider = useDataProvider<RepairOrderDataProvider>();
  const [open, setOpen] = useState<RowAction | null>(null);
  const close = () => setOpen(null);
  const { run, running } = useOrderAction(onChanged);
  const confirmReceived = async () => {
    await run(() => dataProvider.receivedRepairStore({ orderId: order.orderId }));
    close();
  };

  return (
    <>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {rowActions(order).filter((action) => allowed[action]).map((action) => (
          <Button key={action} size="small" variant={action === 'details' ? 'text' : 'outlined'} data-action={action} onClick={() => setOpen(action)}>
            {translate(`app.repairOrders.actions.${action}`)}
          </Button>
        ))}
      </Stack>
      {open === 'details' && <OrderDetailsDialog order={order} onClose={close} onChanged={onChanged} />}
      {open === 'assignWorkshop' && <AssignWorkshopDialog order={order} onClose={close} onSaved={onChanged} />}
      {open === 'collectionGuide' && <GuideDialog order={order} type={1} onClose={close} onSaved={onChanged} />}
      {open === 'returnGuide' && <GuideDialog order={order} type={2} onClose={close} onSaved={onChanged} />}
      {(open === 'confirmArrival' || open === 'confirmPayment') && (
        <Confirm
          isOpen loading={running} onClose={close} onConfirm={() => void confirmReceived()}
          title="app.repairOrders.confirm.title" titleTranslateOptions={{ id: order.orderId }}
          content={`app.repairOrders.confirm.${open}`} contentTranslateOptions={{ id: order.orderId }}
          confirm="app.repairOrders.confirmAction" cancel="app.repairOrders.cancel"
        />
      )}
    </>
  );
}
