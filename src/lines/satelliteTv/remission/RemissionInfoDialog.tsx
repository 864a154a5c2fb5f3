import { Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RemissionInfoView } from './RemissionInfoView';
import { useRemissionInfo } from './useRemission';

/** The remission's info modal (spec 02 §2.6). */
export function RemissionInfoDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const translate = useTranslate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const info = useRemissionInfo(id);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="stv-remission-info">
      <DialogTitle id="stv-remission-info">{translate('app.satelliteTv.remission.infoTitle', { id })}</DialogTitle>
      <DialogContent dividers>
        {info.isPending && <LinearProgress aria-label={translate('app.satelliteTv.loading')} />}
        {info.isError && <Typography role="alert" color="error">{(info.error as Error).message}</Typography>}
        {info.data && <RemissionInfoView info={info.data} />}
      </DialogContent>
      <DialogActions><Button onClick={onClose} autoFocus>{translate('app.satelliteTv.close')}</Button></DialogActions>
    </Dialog>
  );
}
