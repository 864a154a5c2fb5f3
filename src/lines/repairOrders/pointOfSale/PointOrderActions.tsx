import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { serverMessage, useOrderAction } from '../useOrderAction';
import { useServiceOrderPrint } from '../useServiceOrderPrint';
import type { OrderToPoint } from './calls';
import { usePointOfSaleCalls } from './usePointOfSaleCalls';
import { pointActions, type PointAction } from './consultRules';
import { DeliveryConfirmDialog } from './DeliveryConfirmDialog';
import { GuideViewDialog } from './GuideViewDialog';

/** A consult row's buttons (pointActions decides which) and the modal, confirmation or download each one starts. */
export function PointOrderActions({ order, onChanged }: { order: OrderToPoint; onChanged: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = usePointOfSaleCalls();
  const [open, setOpen] = useState<PointAction | null>(null);
  const close = () => setOpen(null);
  const { run, running } = useOrderAction(onChanged);
  const { print, printing } = useServiceOrderPrint(onChanged);

  /** Confirmar Recogida: 8 → 7; Confirmar Recepción en Tienda: 11 → 6 (UpdateStatusTraceability). */
  const confirmStatus = async (status: 7 | 6) => {
    await run(() => dataProvider.updateStatusTraceability({ orderId: order.orderId, status, version: order.version }));
    close();
  };
  /** Orden de Salida: the exit order's PDF; once downloaded the order moves 6 → 15. */
  const exitOrder = async () => {
    try {
      await print(await dataProvider.getAllOrderForInfo({ id: order.orderId }), 'exit');
    } catch (error) {
      const message = serverMessage(error);
      notify(message, { type: 'error', messageArgs: { _: message } });
    }
  };
  const click = (action: PointAction) => (action === 'exitOrder' ? void exitOrder() : setOpen(action));

  return (
    <>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {pointActions(order).map((action) => (
          <Button key={action} size="small" variant={action === 'viewGuide' ? 'text' : 'outlined'} data-action={action}
            disabled={running || (action === 'exitOrder' && printing !== null)} onClick={() => click(action)}>
            {translate(`app.pointOfSale.actions.${action}`)}
          </Button>
        ))}
      </Stack>
      {open === 'viewGuide' && <GuideViewDialog order={order} onClose={close} />}
      {open === 'confirmDelivery' && <DeliveryConfirmDialog order={order} onClose={close} onSaved={onChanged} />}
      {(open === 'confirmPickup' || open === 'confirmReceipt') && (
        <Confirm
          isOpen loading={running} onClose={close} onConfirm={() => void confirmStatus(open === 'confirmPickup' ? 7 : 6)}
          title="app.repairOrders.confirm.title" titleTranslateOptions={{ id: order.orderId }}
          content={open === 'confirmPickup' ? 'app.pointOfSale.confirm.pickup' : 'app.pointOfSale.confirm.receipt'}
          contentTranslateOptions={{ id: order.orderId, guide: order.nroGuide }}
          confirm="app.repairOrders.confirmAction" cancel="app.repairOrders.cancel"
        />
      )}
    </>
  );
}
