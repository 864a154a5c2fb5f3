import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { queueCall } from '../../../engine/offline/queuedCalls';
import { keepFile, keptSizeProblem, megabytes } from './keptFiles';
import { newOrderOf, queuedNewOrderCall } from './newOrderChain';
import type { ClientForm, DeviceForm } from './orderForm';
import { usePointOfSaleCalls } from './usePointOfSaleCalls';

/** Whose order was queued, as the form's notice names it. */
export interface QueuedOrder {
  document: string;
  imei: string;
}

/**
 * "Guardar y generar Orden" offline (issue 51): the order checked by the form is queued as one call (newOrderChain.ts),
 * its files kept on this device, and the operator told at once that it is kept and gets its number when the
 * connection is back. Answers what was queued, or null when the files are more than this device keeps for an order.
 */
export function useQueuedOrder() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = usePointOfSaleCalls();
  return async (input: {
    client: ClientForm; device: DeviceForm; files: File[]; workshopId: number; userId: number | undefined; today: string;
  }): Promise<QueuedOrder | null> => {
    const tooLarge = keptSizeProblem(input.files);
    if (tooLarge) {
      notify('app.pointOfSale.offline.filesTooLarge', { type: 'error', messageArgs: { size: megabytes(tooLarge.total), limit: megabytes(tooLarge.limit) } });
      return null;
    }
    const order = newOrderOf({ ...input, files: await Promise.all(input.files.map(keepFile)) });
    queueCall(queryClient, queuedNewOrderCall(order), () => dataProvider.saveNewOrder(order));
    const queued = { document: order.client.document, imei: order.device.imei };
    notify('app.pointOfSale.offline.queued', { type: 'info', messageArgs: queued });
    return queued;
  };
}
