import DownloadIcon from '@mui/icons-material/Download';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { base64Blob, saveBlob } from '../../../engine/export/saveBlob';
import type { SatelliteTv2DataProvider, TalkerStore } from '../remissionCalls';
import { linkKeepingModule } from '../remission/pageLinks';
import { MENU_PATHS } from '../../../../contracts/menuPaths';

export const TALKER_ST_PATH = MENU_PATHS.tvTalkerSt;

/** The Hablador modal (spec 02 §2.8): a location (empty = all) and Descargar, the labels PDF named after the store. */
export function TalkerDialog({ store, onClose }: { store: TalkerStore; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const location = useLocation();
  const dataProvider = useDataProvider<SatelliteTv2DataProvider>();
  const [typed, setTyped] = useState('');
  const t = (key: string, options?: object) => translate(`app.satelliteTv.talker.${key}`, options);
  const download = useMutation({
    mutationFn: () => dataProvider.storeLabelsPdf(store.id, typed.trim()),
    onSuccess: (file) => {
      saveBlob(base64Blob(file.base64, file.contentType), file.fileName);
      notify('app.satelliteTv.talker.downloaded', { type: 'success', messageArgs: { name: file.fileName } });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    download.mutate();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" slotProps={{ paper: { component: 'form', onSubmit: submit } as object }} aria-labelledby="stv-talker-dialog">
      <DialogTitle id="stv-talker-dialog">{t('dialogTitle', { name: store.bodega })}</DialogTitle>
      <DialogContent dividers>
        <TextField
          autoFocus fullWidth size="small" label={t('location')} helperText={t('locationHelp')} value={typed}
          onChange={(event) => setTyped(event.target.value.toUpperCase())} slotProps={{ htmlInput: { maxLength: 40 } }}
        />
        <Link component={RouterLink} to={linkKeepingModule(TALKER_ST_PATH, { id: store.id, location: typed.trim() }, location.search)} sx={{ display: 'inline-block', mt: 2 }}>
          {t('stTitle')}
        </Link>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.satelliteTv.close')}</Button>
        <Button type="submit" variant="contained" startIcon={<DownloadIcon />} loading={download.isPending}>{t('download')}</Button>
      </DialogActions>
    </Dialog>
  );
}
