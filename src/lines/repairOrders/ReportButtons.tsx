import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { DownloadedFile, RepairOrderDataProvider } from './calls';
import { GuideReportDialog, OrderReportDialog } from './ReportDialogs';
import { orderReportBody } from './reportParams';
import { saveBlob } from '../../engine/export/saveBlob';
import { serverMessage } from './useOrderAction';

/** The logistics screen's report buttons (spec 03 §2.1): each opens its modal; the server builds the .xlsx, saved under the name it gives. */
export function ReportButtons() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<RepairOrderDataProvider>();
  const [open, setOpen] = useState<'guide' | 'order' | null>(null);
  const close = () => setOpen(null);

  const download = async (generate: () => Promise<DownloadedFile>) => {
    try {
      const file = await generate();
      saveBlob(file.blob, file.fileName);
      notify('app.repairOrders.reports.downloaded', { type: 'success', messageArgs: { name: file.fileName } });
      close();
    } catch (error) {
      const message = serverMessage(error);
      notify(message, { type: 'error', messageArgs: { _: message } });
    }
  };

  return (
    <>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => setOpen('guide')}>{translate('app.repairOrders.reports.openGuide')}</Button>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => setOpen('order')}>{translate('app.repairOrders.reports.openOrder')}</Button>
      {open === 'guide' && (
        <GuideReportDialog onClose={close} onGenerate={(typeGuide) => download(() => dataProvider.getByExcelReportByGuide({ typeGuide: typeGuide as 0 | 1 | 2 }))} />
      )}
      {open === 'order' && <OrderReportDialog onClose={close} onGenerate={(params) => download(() => dataProvider.getByExcelReportByStatus(orderReportBody(params)))} />}
    </>
  );
}
