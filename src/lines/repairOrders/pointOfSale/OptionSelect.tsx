import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Option } from './useOptions';

export interface OptionSelectProps extends Omit<TextFieldProps, 'onChange' | 'value' | 'select'> {
  value: number | '';
  options: Option[] | undefined;
  onChange: (value: number | '') => void;
  loading?: boolean;
  /** the helper text when it cannot be used yet (e.g. "Choose the brand first") */
  waitingFor?: string;
  /** the helper text when its options cannot be had now (offline, never read on this device) */
  unavailable?: string;
}

/** A select of a parametric list: disabled while loading or while it waits for another choice. */
export function OptionSelect({ value, options, onChange, loading, waitingFor, unavailable, helperText, disabled, ...field }: OptionSelectProps) {
  const translate = useTranslate();
  const waiting = waitingFor !== undefined && options === undefined;
  const known = options?.some((option) => option.id === value) ?? false;
  return (
    <TextField
      select fullWidth size="small" {...field}
      value={known ? value : ''}
      onChange={(event) => onChange(event.target.value === '' ? '' : Number(event.target.value))}
      disabled={disabled || loading || waiting || unavailable !== undefined}
      helperText={unavailable ?? (waiting ? waitingFor : (helperText ?? ' '))}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
    >
      <MenuItem value=""><em>{translate('ra.action.clear_input_value', { _: '—' })}</em></MenuItem>
      {(options ?? []).map((option) => <MenuItem key={option.id} value={option.id}>{option.name}</MenuItem>)}
    </TextField>
  );
}
