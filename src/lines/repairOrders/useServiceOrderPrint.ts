import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { OrderDetails, RepairOrderDataProvider } from './calls';
import type { ServiceOrderKind } from './print/serviceOrderPdf';
import { saveBlob } from '../../engine/export/saveBlob';
import { orderDetailsKey } from './useOrderDetails';
import { serverMessage } from './useOrderAction';

/** The state in which downloading the exit order tells the server (6, "Equipo Recibido en tienda" → 15). */
export const EXIT_ORDER_MOVES_FROM = '6';

/**
 * Prints the arrival or exit order as a PDF (jspdf loaded only now) and saves it; the exit order of a state-6 order
 * then moves it to 15 on the server. Shared by the detail modal's buttons and the point of sale's "Orden de Salida".
 */
export function useServiceOrderPrint(onChanged?: () => void) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const dataProvider = useDataProvider<RepairOrderDataProvider>();
  const queryClient = useQueryClient();
  const [printing, setPrinting] = useState<ServiceOrderKind | null>(null);

  const print = async (details: OrderDetails, kind: ServiceOrderKind) => {
    setPrinting(kind);
    try {
      const { serviceOrderFile } = await import('./print/serviceOrderPdf');
      const file = serviceOrderFile(details, kind, {
        lang: locale === 'en' ? 'en' : 'es',
        stateName: (state) => translate(`app.repairOrders.states.${state}`, { _: state }),
      });
      saveBlob(file.blob, file.name);
      if (kind === 'exit' && details.idOrderState === EXIT_ORDER_MOVES_FROM) {
        const answer = await dataProvider.updateStatusTraceability({ orderId: details.orderId, status: 15 });
        notify(answer.message, { type: 'success', messageArgs: { _: answer.message } });
        await queryClient.invalidateQueries({ queryKey: orderDetailsKey(details.orderId) });
        onChanged?.();
      }
    } catch (error) {
      const message = serverMessage(error);
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setPrinting(null);
    }
  };
  return { print, printing };
}
