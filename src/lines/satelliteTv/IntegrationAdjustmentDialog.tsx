import {
  Alert, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Grid, LinearProgress, TextField,
  useMediaQuery, type Theme,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { SatelliteTvDataProvider } from './calls';
import { emptyHeader, formOf, HEADER_LAYOUT, integrationPayload, missingHeaderFields, serialList, type IntegrationHeader, type ItemDraft } from './integrationForm';
import { IntegrationItemEntry } from './IntegrationItemEntry';
import { IntegrationItemsTable } from './IntegrationItemsTable';
import { MasterSelect } from './MasterSelect';
import { ToastAlert } from './ToastAlert';
import { useMasterData } from './useMasterData';

interface Props {
  /** absent: a new adjustment; present: the opened one, read-only */
  id?: number;
  onClose: () => void;
  onSaved: () => void;
}

/** The new and view modals of an integration adjustment (spec 02 §2.5): header, "Este proceso es para Serializado?", items. */
export function IntegrationAdjustmentDialog({ id, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<SatelliteTvDataProvider>();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const master = useMasterData();
  const readOnly = id !== undefined;
  const opened = useQuery({ queryKey: ['satelliteTv', 'integrationAdjustment', id], queryFn: () => dataProvider.getIntegrationAdjustment(id!), enabled: readOnly });
  const [header, setHeader] = useState<IntegrationHeader>(emptyHeader);
  const [items, setItems] = useState<ItemDraft[]>([]);
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (!opened.data) return;
    const form = formOf(opened.data);
    setHeader(form.header);
    setItems(form.items);
  }, [opened.data]);
  const missing = new Set(touched ? missingHeaderFields(header) : []);
  const serialized = header.IsSerialize === 'serial';
  const save = useMutation({
    mutationFn: () => dataProvider.saveIntegrationAdjustment(integrationPayload(header, items)),
    onSuccess: () => {
      notify(
        <ToastAlert severity="success" title={translate('app.satelliteTv.adjustments.integrationSavedTitle')}>
          {translate('app.satelliteTv.adjustments.integrationSaved')}
        </ToastAlert>,
        { type: 'success' },
      );
      onSaved();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (readOnly) return;
    setTouched(true);
    if (missingHeaderFields(header).length > 0) {
      notify('app.satelliteTv.adjustments.integration.fixFields', { type: 'error' });
      return;
    }
    if (items.length === 0) {
      notify('app.satelliteTv.adjustments.inventory.needsItem', { type: 'error' });
      return;
    }
    save.mutate();
  };
  const t = (key: string, options?: object) => translate(`app.satelliteTv.adjustments.${key}`, options);
  const setField = (field: keyof IntegrationHeader, value: string) => setHeader({ ...header, [field]: value });
  return (
    <Dialog
      open onClose={onClose} fullWidth maxWidth="lg" fullScreen={fullScreen} aria-labelledby="stv-integration-title"
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}
    >
      <DialogTitle id="stv-integration-title">{readOnly ? t('integration.viewTitle', { id }) : t('integration.newTitle')}</DialogTitle>
      <DialogContent dividers>
        {(opened.isFetching || master.loading) && <LinearProgress aria-label={translate('app.satelliteTv.loading')} sx={{ mb: 1 }} />}
        {(opened.error ?? master.error) && <Alert severity="error">{((opened.error as Error | null) ?? master.error)!.message}</Alert>}
        {readOnly && <Alert severity="info" sx={{ mb: 2 }}>{t('integration.readOnly')}</Alert>}
        <Grid container spacing={2}>
          {HEADER_LAYOUT.map(({ field, master: list }, index) => {
            const common = {
              fullWidth: true, size: 'small' as const, required: true, disabled: readOnly, autoFocus: !readOnly && index === 0,
              label: t(`integration.fields.${field}`), error: missing.has(field), helperText: missing.has(field) ? translate('app.satelliteTv.required') : undefined,
            };
            return (
              <Grid key={field} size={{ xs: 12, sm: 6, md: 4 }}>
                {list ? <MasterSelect {...common} options={master[list]} value={header[field]} onChange={(value) => setField(field, value)} />
                  : <TextField {...common} value={header[field]} onChange={(event) => setField(field, event.target.value)} />}
              </Grid>
            );
          })}
          <Grid size={12}>
            <FormControlLabel
              label={t('serializeQuestion')} disabled={readOnly || items.length > 0}
              control={<Checkbox checked={serialized} onChange={(event) => setHeader({ ...header, IsSerialize: event.target.checked ? 'serial' : 'not_serial' })} />}
            />
          </Grid>
        </Grid>
        {!readOnly && (
          <IntegrationItemEntry
            serialized={serialized} master={master} taken={items.flatMap((item) => serialList(item.serials))}
            onAdd={(item) => setItems([...items, item])}
          />
        )}
        <IntegrationItemsTable
          items={items} serialized={serialized} master={master}
          onRemove={readOnly ? undefined : (index) => setItems(items.filter((_item, at) => at !== index))}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(readOnly ? 'app.satelliteTv.close' : 'app.satelliteTv.cancel')}</Button>
        {!readOnly && <Button type="submit" variant="contained" loading={save.isPending}>{t('save')}</Button>}
      </DialogActions>
    </Dialog>
  );
}
