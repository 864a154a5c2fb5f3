import DownloadIcon from '@mui/icons-material/Download';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { saveBlob } from '../../../engine/export/saveBlob';
import { DispatchNoteView } from './DispatchNoteView';
import { DISPATCH_NOTE_TITLE } from './dispatchNote';
import { useNoteLabels } from './useNoteLabels';
import { useRemissionInfo, useRemissionLines } from './useRemission';

/** The report modal (spec 02 §2.7): the printable dispatch note and Descargar documento (a real PDF, jspdf loaded lazily). */
export function DispatchNoteDialog({ remissionId, onClose }: { remissionId: number; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const labels = useNoteLabels();
  const info = useRemissionInfo(remissionId);
  const lines = useRemissionLines(remissionId);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (!info.data || !lines.data) return;
    setBusy(true);
    try {
      const { dispatchNotePdf, dispatchNoteFileName } = await import('../print/dispatchNotePdf');
      const name = dispatchNoteFileName(info.data);
      saveBlob(dispatchNotePdf(info.data, lines.data, labels).output('blob'), name);
      notify('app.satelliteTv.remission.downloaded', { type: 'success', messageArgs: { name } });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const error = (info.error ?? lines.error) as Error | null;
  return (
    <Dialog open onClose={onClose} fullScreen aria-labelledby="stv-dispatch-note">
      <DialogTitle id="stv-dispatch-note">{DISPATCH_NOTE_TITLE} · {translate('app.satelliteTv.remission.infoTitle', { id: remissionId })}</DialogTitle>
      <DialogContent dividers sx={{ bgcolor: 'action.hover' }}>
        {(info.isPending || lines.isPending) && !error && <LinearProgress aria-label={translate('app.satelliteTv.loading')} />}
        {error && <Typography role="alert" color="error">{error.message}</Typography>}
        {info.data && lines.data && <DispatchNoteView info={info.data} rows={lines.data} labels={labels} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.satelliteTv.close')}</Button>
        <Button variant="contained" startIcon={<DownloadIcon />} loading={busy} disabled={!info.data || !lines.data} onClick={() => void download()}>
          {translate('app.satelliteTv.remission.download')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
