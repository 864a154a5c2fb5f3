import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FinalState } from './calls';
import { doaChoices, needsNewImei, OUT_OF_WARRANTY, withFinalState, type DiagnosisDraft, type DiagnosisField } from './techRules';

/**
 * The Reparacion tab (spec 03 §4.3, §5): final state (type 1); for 6 the out-of-warranty choice (type 2), the quote
 * and the warranty-loss date (not before today); a new IMEI for 2 and 3; DOA (DOA orders only: Aceptado for 4 or 5,
 * Rechazado always); comments. `problems` marks the fields a failed save named.
 */
export function DiagnosisForm({ draft, onChange, generalStates, outOfWarrantyStates, doaOrder, problems, today }: {
  draft: DiagnosisDraft;
  onChange: (draft: DiagnosisDraft) => void;
  generalStates: FinalState[];
  outOfWarrantyStates: FinalState[];
  doaOrder: boolean;
  problems: DiagnosisField[];
  today: string;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.repairTechnician.repair.${key}`);
  const set = (field: DiagnosisField) => (event: { target: { value: string } }) => onChange({ ...draft, [field]: event.target.value });
  const error = (field: DiagnosisField) => problems.includes(field);
  const help = (field: DiagnosisField, text?: string) => (error(field) ? (field === 'warrantyDate' ? t('dateNotPast') : text ?? t('required')) : text);

  return (
    <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField
        select required label={t('finalState')} value={draft.finalState} error={error('finalState')} helperText={help('finalState')}
        onChange={(event) => onChange(withFinalState(draft, event.target.value === '' ? '' : Number(event.target.value)))}
        slotProps={{ select: { inputProps: { 'data-field': 'finalState' } } }}
      >
        {generalStates.map((state) => <MenuItem key={state.id} value={state.id}>{`${state.id} · ${state.name}`}</MenuItem>)}
      </TextField>
      {doaOrder && (
        <TextField select label={t('doa')} value={draft.doa} onChange={set('doa')}>
          {doaChoices(draft.finalState).map((choice) => (
            <MenuItem key={choice} value={choice}>{t(choice === 'accepted' ? 'doaAccepted' : 'doaRejected')}</MenuItem>
          ))}
        </TextField>
      )}
      {draft.finalState === OUT_OF_WARRANTY && (
        <>
          <TextField
            select required label={t('outOfWarranty')} value={draft.finalStateOutWarranty} error={error('finalStateOutWarranty')} helperText={help('finalStateOutWarranty')}
            onChange={(event) => onChange({ ...draft, finalStateOutWarranty: event.target.value === '' ? '' : Number(event.target.value) })}
          >
            {outOfWarrantyStates.map((state) => <MenuItem key={state.id} value={state.id}>{state.name}</MenuItem>)}
          </TextField>
          <TextField
            required type="number" label={t('price')} value={draft.price} onChange={set('price')} error={error('price')} helperText={help('price')}
            slotProps={{ htmlInput: { min: 1, step: 1000 } }}
          />
          <TextField
            required type="date" label={t('warrantyDate')} value={draft.warrantyDate} onChange={set('warrantyDate')}
            error={error('warrantyDate')} helperText={help('warrantyDate')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
          />
        </>
      )}
      {needsNewImei(draft.finalState) && (
        <TextField
          required label={t('newImei')} value={draft.newImei} onChange={set('newImei')} error={error('newImei')}
          helperText={t('newImeiHelp')} slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 15 } }}
        />
      )}
      <TextField
        required multiline minRows={3} label={t('comments')} value={draft.comments} onChange={set('comments')}
        error={error('comments')} helperText={help('comments')} sx={{ gridColumn: '1 / -1' }}
      />
    </Box>
  );
}
