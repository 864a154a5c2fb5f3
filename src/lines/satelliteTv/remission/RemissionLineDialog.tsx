import {
  Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography,
  useMediaQuery, type Theme,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { RemoveItemCell } from '../RemoveItemCell';
import { ToastAlert } from '../ToastAlert';
import type { SatelliteTv2DataProvider } from '../remissionCalls';
import { lineErrors, linesToKeep, type LineInput } from './draftLines';
import { useDraftLines } from './useDraftLines';

/**
 * The detail modal (spec 02 §2.7, §4): Envío and Cajas, Adicionar to the list kept in local storage, Confirmar sends
 * it; each line answered with state 0 toasts 'el numero de envio {id} no es valido' and stays in the list.
 */
export function RemissionLineDialog({ remissionId, onClose }: { remissionId: number; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<SatelliteTv2DataProvider>();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [lines, setLines] = useDraftLines(remissionId);
  const [input, setInput] = useState<LineInput>({ sending: '', boxes: '' });
  const [touched, setTouched] = useState(false);
  const errors = touched ? lineErrors(input, lines) : {};
  const t = (key: string, options?: object) => translate(`app.satelliteTv.remission.${key}`, options);

  const confirm = useMutation({
    mutationFn: () => dataProvider.saveRemissionLines(lines.map((line) => ({ ...line, idRemission: remissionId }))),
    onSuccess: (results) => {
      const kept = linesToKeep(lines, results);
      setLines(kept);
      const saved = results.length - kept.length;
      const invalid = results.filter((r) => r.state === 0);
      if (invalid.length === 0) {
        notify('app.satelliteTv.remission.confirmed', { type: 'success', messageArgs: { smart_count: saved } });
      } else {
        // one toast naming every invalid line: a second notify would close the first at once
        notify(
          <ToastAlert severity="error" title={translate('app.satelliteTv.errorTitle')}>
            {invalid.map((line) => <div key={line.id}>{t('invalidShipment', { id: line.id })}</div>)}
            {saved > 0 && <div>{t('confirmed', { smart_count: saved })}</div>}
          </ToastAlert>,
          { type: 'error', autoHideDuration: 8000 },
        );
      }
      void queryClient.invalidateQueries({ queryKey: ['satelliteTv', 'remissionLines', remissionId] });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });

  const add = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(lineErrors(input, lines)).length > 0) return;
    setLines([...lines, { sending: Number(input.sending.trim()), boxes: Number(input.boxes.trim()) }]);
    setInput({ sending: '', boxes: '' });
    setTouched(false);
    document.getElementById('stv-line-sending')?.focus();
  };
  const field = (name: keyof LineInput, autoFocus = false) => (
    <TextField
      id={`stv-line-${name}`} size="small" required autoFocus={autoFocus} label={t(`fields.${name}`)} value={input[name]} sx={{ flex: 1 }}
      error={Boolean(errors[name])} helperText={errors[name] ? translate(errors[name]) : ' '}
      onChange={(event) => setInput({ ...input, [name]: event.target.value.replace(/\D/g, '') })}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: name === 'sending' ? 9 : 4 } }}
    />
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="stv-line-dialog">
      <DialogTitle id="stv-line-dialog">{t('detailDialog', { id: remissionId })}</DialogTitle>
      <DialogContent dividers>
        <Box component="form" noValidate onSubmit={add} aria-label={t('addDetail')}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 1 }} sx={{ alignItems: { sm: 'flex-start' } }}>
            {field('sending', true)}
            {field('boxes')}
            <Button type="submit" variant="outlined" sx={{ mt: { sm: 0.25 }, mb: { xs: 2, sm: 0 } }}>{t('add')}</Button>
          </Stack>
        </Box>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>{t('draftTitle')}</Typography>
        {lines.length === 0 ? (
          <Alert severity="info" variant="outlined" sx={{ mt: 1 }}>{t('noDraft')}</Alert>
        ) : (
          <Table size="small" aria-label={t('draftTitle')}>
            <TableHead><TableRow><TableCell>{t('fields.sending')}</TableCell><TableCell>{t('fields.boxes')}</TableCell><TableCell /></TableRow></TableHead>
            <TableBody>
              {lines.map((line, index) => (
                <TableRow key={line.sending}>
                  <TableCell>{line.sending}</TableCell>
                  <TableCell>{line.boxes}</TableCell>
                  <RemoveItemCell index={index} label={t('removeLine', { id: line.sending })} onRemove={(at) => setLines(lines.filter((_, i) => i !== at))} />
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.satelliteTv.close')}</Button>
        <Button variant="contained" disabled={lines.length === 0} loading={confirm.isPending} onClick={() => confirm.mutate()}>{t('confirm')}</Button>
      </DialogActions>
    </Dialog>
  );
}
