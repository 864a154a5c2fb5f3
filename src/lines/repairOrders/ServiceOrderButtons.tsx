import { Button, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { OrderDetails, RepairOrderDataProvider } from './calls';
import { OrderFilesDialog } from './OrderFilesDialog';
import type { ServiceOrderKind } from './print/serviceOrderPdf';
import { saveBlob } from '../../engine/export/saveBlob';
import { orderDetailsKey } from './useOrderDetails';
import { serverMessage } from './useOrderAction';

/** The state in which downloading the exit order tells the server (6, "Equipo Recibido en tienda" → 15). */
export const EXIT_ORDER_MOVES_FROM = '6';

/**
 * The detail modal's buttons (spec 03 §2.3, §2.4): arrival order and exit order as PDFs (jspdf loaded only on the
 * click), and the files. Downloading the exit order of a state-6 order moves it to 15 on the server.
 */
export function ServiceOrderButtons({ details, onChanged }: { details: OrderDetails; onChanged?: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const dataProvider = useDataProvider<RepairOrderDataProvider>();
  const queryClient = useQueryClient();
  const [printing, setPrinting] = useState<ServiceOrderKind | null>(null);
  const [filesOpen, setFilesOpen] = useState(false);

  const print = async (kind: ServiceOrderKind) => {
    setPrinting(kind);
    try {
      const { serviceOrderFile } = await import('./print/serviceOrderPdf');
      const file = serviceOrderFile(details, kind, {
        lang: locale === 'en' ? 'en' : 'es',
        stateName: (state) => translate(`app.repairOrders.states.${state}`, { _: state }),
      });
      saveBlob(file.blob, file.name);
      if (kind === 'exit' && details.idOrderState === EXIT_ORDER_MOVES_FROM) {
        const answer = await dataProvider.exitOrderDownloaded({ id: details.orderId });
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

  return (
    <>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" disabled={printing !== null} onClick={() => void print('arrival')}>{translate('app.repairOrders.details.arrivalOrder')}</Button>
        <Button variant="outlined" disabled={printing !== null} onClick={() => void print('exit')}>{translate('app.repairOrders.details.exitOrder')}</Button>
        <Button variant="outlined" onClick={() => setFilesOpen(true)}>{translate('app.repairOrders.details.viewFiles')}</Button>
      </Stack>
      {filesOpen && (
        <OrderFilesDialog orderId={details.orderId} files={details.files} deliveryDescription={details.answerOrder} onClose={() => setFilesOpen(false)} />
      )}
    </>
  );
}
