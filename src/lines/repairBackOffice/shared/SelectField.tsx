import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

interface SelectFieldProps {
  /** i18n key of the label */
  label: string;
  value: string | number | '';
  options: ReadonlyArray<{ value: string | number; text: string }> | undefined;
  onChange: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  /** a data-field name for tests and the server's errors */
  name: string;
}

/** A select of value/text options (departments, cities, models, stores, roles) in the back office's forms. */
export function SelectField({ label, value, options, onChange, required, disabled, error, name }: SelectFieldProps) {
  const translate = useTranslate();
  const known = options?.some((o) => String(o.value) === String(value));
  return (
    <TextField
      select fullWidth size="small" label={translate(label)} required={required} disabled={disabled || !options}
      value={known ? String(value) : ''} onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)} helperText={error} name={name} slotProps={{ htmlInput: { 'data-field': name } }}
    >
      {(options ?? []).map((o) => <MenuItem key={o.value} value={String(o.value)}>{o.text}</MenuItem>)}
    </TextField>
  );
}
