import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, List, ListItem, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { saveBlob } from '../../../engine/export/saveBlob';
import type { SatelliteTv2DataProvider } from '../remissionCalls';
import { SERIAL_TEMPLATE_FILE, serialTemplate } from './serialForm';

/** Upload Serials (spec 02 §2.10): a .xlsx with Serial and Phone, taken whole or refused row by row; Download Format. */
export function UploadSerialsDialog({ nroOrder, onClose, onSaved }: { nroOrder: string; onClose: () => void; onSaved: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<SatelliteTv2DataProvider>();
  const [file, setFile] = useState<File>();
  const [refusals, setRefusals] = useState<string[]>([]);
  const t = (key: string, options?: object) => translate(`app.satelliteTv.order.${key}`, options);
  const upload = useMutation({
    mutationFn: (chosen: File) => dataProvider.importSerials(nroOrder, chosen),
    onSuccess: (answer) => { notify('app.satelliteTv.order.uploaded', { type: 'success', messageArgs: { smart_count: answer.data.count } }); onSaved(); },
    onError: (error: Error & { body?: { errors?: Record<string, unknown> } }) => {
      setRefusals(Object.values(error.body?.errors ?? {}).filter((text): text is string => typeof text === 'string'));
      notify(error.message, { type: 'error' });
    },
  });
  const downloadFormat = async () => {
    const xlsx = await import('xlsx');
    saveBlob(new Blob([serialTemplate(xlsx)], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), SERIAL_TEMPLATE_FILE);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="stv-upload-serials">
      <DialogTitle id="stv-upload-serials">{t('uploadSerials')}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" sx={{ mb: 2 }}>{t('fileHelp')}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
            {t('chooseFile')}
            <input hidden type="file" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(event) => { setFile(event.target.files?.[0]); setRefusals([]); }} />
          </Button>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{file?.name ?? t('noFile')}</Typography>
        </Box>
        <Link component="button" type="button" onClick={() => void downloadFormat()} sx={{ mt: 2, display: 'block' }}>{t('downloadFormat')}</Link>
        {refusals.length > 0 && (
          <Alert severity="error" sx={{ mt: 2 }}>
            <List dense disablePadding>{refusals.map((text) => <ListItem key={text} disableGutters>{text}</ListItem>)}</List>
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.satelliteTv.cancel')}</Button>
        <Button variant="contained" disabled={!file} loading={upload.isPending} onClick={() => file && upload.mutate(file)}>{t('upload')}</Button>
      </DialogActions>
    </Dialog>
  );
}
