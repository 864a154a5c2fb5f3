import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ORDER_STATES_SHOWN } from './orderRules';
import {
  ALL_STATES, canGenerate, GUIDE_REPORT_TYPES, initialOrderReport, ORDER_REPORT_TYPES, withType, type OrderReportParams, type OrderReportType,
} from './reportParams';

interface ReportDialogProps<P> {
  onClose: () => void;
  /** downloads the report (repair-server's .xlsx call); the dialog stays open while it runs */
  onGenerate: (params: P) => Promise<void>;
}

function useGenerating<P>(onGenerate: (params: P) => Promise<void>) {
  const [running, setRunning] = useState(false);
  const generate = async (params: P) => {
    setRunning(true);
    try { await onGenerate(params); } finally { setRunning(false); }
  };
  return { running, generate };
}

/** Guide report (spec 03 §2.1): Pendiente por recoger, Pendiente guia de devolucion a tienda or Todos. */
export function GuideReportDialog({ onClose, onGenerate }: ReportDialogProps<number>) {
  const translate = useTranslate();
  const [typeGuide, setTypeGuide] = useState('');
  const { running, generate } = useGenerating(onGenerate);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('app.repairOrders.reports.guideTitle')}</DialogTitle>
      <DialogContent>
        <TextField select fullWidth margin="dense" label={translate('app.repairOrders.reports.guideType')} value={typeGuide} onChange={(event) => setTypeGuide(event.target.value)}>
          {GUIDE_REPORT_TYPES.map((choice) => <MenuItem key={choice.typeGuide} value={String(choice.typeGuide)}>{choice.label}</MenuItem>)}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.repairOrders.cancel')}</Button>
        <Button variant="contained" disabled={typeGuide === '' || running} onClick={() => void generate(Number(typeGuide))}>{translate('app.repairOrders.reports.generate')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Order report (spec 03 §2.2): Estado, Fecha, Documento Cliente or Nro Orden; a new type clears both parameters. */
export function OrderReportDialog({ onClose, onGenerate }: ReportDialogProps<OrderReportParams>) {
  const translate = useTranslate();
  const [params, setParams] = useState(initialOrderReport);
  const { running, generate } = useGenerating(onGenerate);
  const set = (key: 'param1' | 'param2', value: string) => setParams((current) => ({ ...current, [key]: value }));
  const label = (key: string) => translate(`app.repairOrders.reports.${key}`);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{label('orderTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={1} sx={{ pt: 1 }}>
          <TextField select label={label('searchType')} value={params.type} onChange={(event) => setParams((current) => withType(current, event.target.value as OrderReportType))}>
            {ORDER_REPORT_TYPES.map((type) => <MenuItem key={type} value={type}>{label(`types.${type}`)}</MenuItem>)}
          </TextField>
          {params.type === 'state' && (
            <TextField select label={label('types.state')} value={params.param1} onChange={(event) => set('param1', event.target.value)}>
              <MenuItem value={ALL_STATES}>{label('all')}</MenuItem>
              {ORDER_STATES_SHOWN.map((state) => <MenuItem key={state} value={state}>{translate(`app.repairOrders.states.${state}`)}</MenuItem>)}
            </TextField>
          )}
          {params.type === 'date' && (
            <>
              <TextField type="date" label={label('start')} value={params.param1} onChange={(event) => set('param1', event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
              <TextField type="date" label={label('end')} value={params.param2} onChange={(event) => set('param2', event.target.value)} slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: params.param1 } }} />
            </>
          )}
          {(params.type === 'clientDocument' || params.type === 'orderNumber') && (
            <TextField label={label(`types.${params.type}`)} value={params.param1} onChange={(event) => set('param1', event.target.value)} />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.repairOrders.cancel')}</Button>
        <Button variant="contained" disabled={!canGenerate(params) || running} onClick={() => void generate(params)}>{label('generate')}</Button>
      </DialogActions>
    </Dialog>
  );
}
