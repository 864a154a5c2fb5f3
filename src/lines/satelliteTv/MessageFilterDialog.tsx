import { Dialog, DialogContent, DialogTitle, Grid, MenuItem, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { MESSAGE_STATES } from '../../../contracts/endpoints/satelliteTv';
import { MESSAGE_FILTER_FIELDS, type MessageFilters } from './messageFilters';
import { SubmitActions } from './SubmitActions';

interface Props {
  initial: MessageFilters;
  onApply: (filters: MessageFilters) => void;
  onClose: () => void;
}

/** The filter modal (spec 02 §2.3): Id, State, Document Id, Name, Source, Transaction Id, Message Id, Error; Applyfilter. */
export function MessageFilterDialog({ initial, onApply, onClose }: Props) {
  const translate = useTranslate();
  const [values, setValues] = useState<MessageFilters>(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(values);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" slotProps={{ paper: { component: 'form', onSubmit: submit } as object }}>
      <DialogTitle>{translate('app.satelliteTv.console.filterTitle')}</DialogTitle>
      <DialogContent>
        <Grid container spacing={2} sx={{ pt: 1 }}>
          {MESSAGE_FILTER_FIELDS.map((field, index) => (
            <Grid key={field} size={{ xs: 12, sm: 6 }}>
              <TextField
                fullWidth size="small" autoFocus={index === 0} name={field}
                label={translate(`app.satelliteTv.console.filterFields.${field}`)}
                value={values[field] ?? ''} onChange={(event) => setValues({ ...values, [field]: event.target.value })}
                select={field === 'state'}
                slotProps={field === 'id' ? { htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } } : undefined}
              >
                {field === 'state' && [
                  <MenuItem key="" value=""><em>{translate('app.satelliteTv.console.anyState')}</em></MenuItem>,
                  ...MESSAGE_STATES.map((state) => <MenuItem key={state} value={state}>{state}</MenuItem>),
                ]}
              </TextField>
            </Grid>
          ))}
        </Grid>
      </DialogContent>
      <SubmitActions onClose={onClose} label={translate('app.satelliteTv.console.applyFilter')} />
    </Dialog>
  );
}
