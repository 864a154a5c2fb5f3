import { Alert, Dialog, DialogContent, DialogTitle, Grid, TextField, useMediaQuery, type Theme } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { SatelliteTvDataProvider } from './calls';
import { emptyInventoryHeader, emptyInventoryItem, INVENTORY_HEADER_FIELDS, inventoryErrors, inventoryPayload, type InventoryHeader, type InventoryItemDraft } from './inventoryForm';
import { InventoryItemsEditor } from './InventoryItemsEditor';
import { MasterSelect } from './MasterSelect';
import { useMasterData } from './useMasterData';
import { SubmitActions } from './SubmitActions';

const WAREHOUSE_FIELDS = new Set(['senderPartyOrganization', 'receiverPartyOrganization']);
const SUB_INVENTORY_FIELDS = new Set(['senderPartySubInventory', 'receiverPartySubInventory']);

/** The new inventory adjustment modal (spec 02 §2.4): header, configuration, items; Guardar. No field is required (§5). */
export function InventoryAdjustmentNew({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<SatelliteTvDataProvider>();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const master = useMasterData();
  const configurations = useQuery({ queryKey: ['satelliteTv', 'inventoryConfigurations'], queryFn: () => dataProvider.inventoryConfigurations() });
  const [header, setHeader] = useState<InventoryHeader>(emptyInventoryHeader);
  const nextKey = useRef(1);
  const [items, setItems] = useState<InventoryItemDraft[]>(() => [emptyInventoryItem(0)]);
  const [touched, setTouched] = useState(false);
  const errors = touched ? inventoryErrors(header, items) : {};
  const save = useMutation({
    mutationFn: () => dataProvider.saveInventoryAdjustment(inventoryPayload(header, items)),
    onSuccess: () => { notify('app.satelliteTv.adjustments.inventorySaved', { type: 'success' }); onSaved(); },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(inventoryErrors(header, items)).length === 0) save.mutate();
  };
  const label = (field: string) => translate(`app.satelliteTv.adjustments.inventory.fields.${field}`);
  const fieldProps = (field: keyof InventoryHeader) => ({
    fullWidth: true, size: 'small' as const, label: label(field), error: Boolean(errors[field]),
    helperText: errors[field] ? translate(errors[field]) : undefined,
  });
  const setField = (field: keyof InventoryHeader, value: string) => setHeader({ ...header, [field]: value });
  const configurationOptions = (configurations.data ?? []).map((c) => ({ id: String(c.id), name: `${c.operation} · ${c.documentType}` }));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" fullScreen={fullScreen} slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}>
      <DialogTitle>{translate('app.satelliteTv.adjustments.inventory.newTitle')}</DialogTitle>
      <DialogContent dividers>
        {(master.error ?? configurations.error) && <Alert severity="error">{(master.error ?? (configurations.error as Error)).message}</Alert>}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <MasterSelect {...fieldProps('configuration')} autoFocus options={configurationOptions} value={header.configuration} onChange={(value) => setField('configuration', value)} />
          </Grid>
          {INVENTORY_HEADER_FIELDS.map((field) => (
            <Grid key={field} size={{ xs: 12, sm: 6, md: 4 }}>
              {WAREHOUSE_FIELDS.has(field) || SUB_INVENTORY_FIELDS.has(field) ? (
                <MasterSelect {...fieldProps(field)} options={WAREHOUSE_FIELDS.has(field) ? master.wareHouses : master.subInventories} value={header[field]} onChange={(value) => setField(field, value)} />
              ) : (
                <TextField {...fieldProps(field)} value={header[field]} onChange={(event) => setField(field, event.target.value)} />
              )}
            </Grid>
          ))}
        </Grid>
        <InventoryItemsEditor
          items={items} parts={master.parts} errors={errors} onChange={setItems}
          onAdd={() => setItems([...items, emptyInventoryItem(nextKey.current++)])}
        />
      </DialogContent>
      <SubmitActions onClose={onClose} label={translate('app.satelliteTv.adjustments.save')} pending={save.isPending} />
    </Dialog>
  );
}
