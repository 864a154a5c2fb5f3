import { MenuItem, TextField, type TextFieldProps } from '@mui/material';

type Props = Omit<TextFieldProps, 'select' | 'onChange' | 'value'> & {
  /** the documented dropdown options (spec 02 §3: value, text) */
  options: readonly { value: number; text: string }[] | undefined;
  value: string;
  onChange: (value: string) => void;
};

/** A select over value/text options, showing the text. */
export const DropdownSelect = ({ options = [], value, onChange, ...props }: Props) => (
  <TextField {...props} select value={options.some((o) => String(o.value) === value) ? value : ''} onChange={(event) => onChange(event.target.value)}>
    {options.map((option) => <MenuItem key={option.value} value={String(option.value)}>{option.text}</MenuItem>)}
  </TextField>
);
