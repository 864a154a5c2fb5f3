import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Grid, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { PHYSICAL_STATES } from '../../../contracts/endpoints/satelliteTvAdjustments';
import type { MasterItem } from './calls';
import { emptyItem, itemProblems, type ItemDraft, type ItemProblem } from './integrationForm';
import { MasterSelect } from './MasterSelect';
import { ToastAlert } from './ToastAlert';

interface Props {
  serialized: boolean;
  master: { wareHouses: MasterItem[]; subInventories: MasterItem[]; parts: MasterItem[] };
  /** serials already in the adjustment's items */
  taken: string[];
  onAdd: (item: ItemDraft) => void;
}

const CHECK_KEYS = { material: 'material', warehouse: 'warehouse', subInventory: 'subInventory', quantity: 'quantity' } as const;

/** The problem's text key and options. */
export function problemText(problem: ItemProblem): [string, object?] {
  if (problem.key === 'serialsCount') return ['app.satelliteTv.adjustments.integration.serialsCount', { expected: problem.expected, given: problem.given }];
  if (problem.key === 'serialTwice') return ['app.satelliteTv.adjustments.integration.serialTwice', { serial: problem.serial }];
  return [`app.satelliteTv.adjustments.itemChecks.${CHECK_KEYS[problem.key]}`];
}

/** The item entry of an integration adjustment (spec 02 §2.5, §5): Add checks everything at once and says all that applies. */
export function IntegrationItemEntry({ serialized, master, taken, onAdd }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const [item, setItem] = useState<ItemDraft>(emptyItem);
  const label = (field: string) => translate(`app.satelliteTv.adjustments.integration.itemFields.${field}`);
  const set = (field: keyof ItemDraft) => (value: string) => setItem({ ...item, [field]: value });
  const add = () => {
    const problems = itemProblems(item, serialized, taken);
    if (problems.length === 0) {
      onAdd(item);
      setItem({ ...emptyItem(), cod_bodega: item.cod_bodega, subinventario: item.subinventario });
      return;
    }
    // one toast holding every message that applies: shown together, not queued one after another
    notify(
      <ToastAlert severity="error" title={translate('app.satelliteTv.errorTitle')}>
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {problems.map((problem) => {
            const [key, options] = problemText(problem);
            return <li key={key}>{translate(key, options)}</li>;
          })}
        </Box>
      </ToastAlert>,
      { type: 'error', multiLine: true },
    );
  };
  return (
    <Box role="group" aria-labelledby="stv-item-entry" sx={{ mt: 2, p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography id="stv-item-entry" variant="subtitle2" component="h3" sx={{ mb: 1 }}>{translate('app.satelliteTv.adjustments.addItem')}</Typography>
      <Grid container spacing={1}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <MasterSelect fullWidth size="small" label={label('cod_parte')} options={master.parts} value={item.cod_parte} onChange={set('cod_parte')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <MasterSelect fullWidth size="small" label={label('cod_bodega')} options={master.wareHouses} value={item.cod_bodega} onChange={set('cod_bodega')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 2 }}>
          <MasterSelect fullWidth size="small" label={label('subinventario')} options={master.subInventories} value={item.subinventario} onChange={set('subinventario')} />
        </Grid>
        <Grid size={{ xs: 6, sm: 3, md: 2 }}>
          <MasterSelect fullWidth size="small" label={label('codestado_fisicoparte')} options={PHYSICAL_STATES} value={item.codestado_fisicoparte} onChange={set('codestado_fisicoparte')} />
        </Grid>
        <Grid size={{ xs: 6, sm: 3, md: 2 }}>
          <TextField
            fullWidth size="small" label={label('cantidad')} value={item.cantidad} onChange={(event) => set('cantidad')(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Grid>
        {serialized && (
          <Grid size={12}>
            <TextField
              fullWidth size="small" multiline minRows={2} label={label('serials')} helperText={translate('app.satelliteTv.adjustments.integration.serialsHint')}
              value={item.serials} onChange={(event) => set('serials')(event.target.value)}
            />
          </Grid>
        )}
      </Grid>
      <Button sx={{ mt: 1 }} variant="outlined" startIcon={<AddIcon />} onClick={add}>{translate('app.satelliteTv.adjustments.addItem')}</Button>
    </Box>
  );
}
