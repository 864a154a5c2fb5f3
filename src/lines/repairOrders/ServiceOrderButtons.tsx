import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { OrderDetails } from './calls';
import { OrderFilesDialog } from './OrderFilesDialog';
import { useServiceOrderPrint } from './useServiceOrderPrint';

/**
 * The detail modal's buttons (spec 03 §2.3, §2.4): arrival order and exit order as PDFs (jspdf loaded only on the
 * click), and the files. Downloading the exit order of a state-6 order moves it to 15 on the server.
 */
export function ServiceOrderButtons({ details, onChanged }: { details: OrderDetails; onChanged?: () => void }) {
  const translate = useTranslate();
  const { print, printing } = useServiceOrderPrint(onChanged);
  const [filesOpen, setFilesOpen] = useState(false);

  return (
    <>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" disabled={printing !== null} onClick={() => void print(details, 'arrival')}>{translate('app.repairOrders.details.arrivalOrder')}</Button>
        <Button variant="outlined" disabled={printing !== null} onClick={() => void print(details, 'exit')}>{translate('app.repairOrders.details.exitOrder')}</Button>
        <Button variant="outlined" onClick={() => setFilesOpen(true)}>{translate('app.repairOrders.details.viewFiles')}</Button>
      </Stack>
      {filesOpen && (
        <OrderFilesDialog orderId={details.orderId} files={details.files} deliveryDescription={details.answerOrder} onClose={() => setFilesOpen(false)} />
      )}
    </>
  );
}
