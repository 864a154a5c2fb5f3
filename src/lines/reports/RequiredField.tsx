import { TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A required text field that shows its error only once touched or after a save attempt (spec 01 §5). */
export function RequiredField({ missing, shown, ...props }: TextFieldProps & { missing: boolean; shown: boolean }) {
  const translate = useTranslate();
  const error = missing && shown;
  return <TextField required size="small" fullWidth {...props} error={error} helperText={error ? translate('app.reports.required') : props.helperText} />;
}
