import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

export type OutlinedFieldProps = Omit<OutlinedInputProps, 'label' | 'error' | 'required'> & {
  label: string;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
};

/**
 * An outlined text field built from MUI's parts. TextField would do the same but brings Select, Menu,
 * Popover and Modal into the sign-in chunk for its `select` mode, which this page never uses.
 */
export const OutlinedField = ({ label, helperText, error, required, id, ...input }: OutlinedFieldProps) => {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" margin="normal" fullWidth required={required} error={error}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={inputId}
        // the notch in the outline is as wide as this text, asterisk included
        label={required ? `${label} *` : label}
        aria-describedby={helperId}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
};
