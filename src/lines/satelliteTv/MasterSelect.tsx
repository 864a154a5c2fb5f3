import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import type { MasterItem } from './calls';

type Props = Omit<TextFieldProps, 'select' | 'onChange' | 'value'> & {
  options: readonly Pick<MasterItem, 'id' | 'name'>[];
  value: string;
  onChange: (value: string) => void;
};

/** A select over master data (or any id/name list), showing "id - name". */
export const MasterSelect = ({ options, value, onChange, ...props }: Props) => (
  <TextField {...props} select value={options.some((o) => o.id === value) ? value : ''} onChange={(event) => onChange(event.target.value)}>
    {options.map((option) => <MenuItem key={option.id} value={option.id}>{option.id} - {option.name}</MenuItem>)}
  </TextField>
);
