import { Alert, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { UploadType } from '../../../contracts/endpoints/processUpload';

/** The types the user may upload with; 0 is "none" (spec 01 §4: the file input appears once a type is chosen). */
export function UploadTypeSelect({ types, value, onChange, disabled }: { types: UploadType[] | undefined; value: number; onChange: (id: number) => void; disabled?: boolean }) {
  const translate = useTranslate();
  if (types && types.length === 0) return <Alert severity="info">{translate('app.uploads.noTypes')}</Alert>;
  return (
    <TextField
      select
      label={translate('app.uploads.type')}
      value={types ? value : 0}
      onChange={(event) => onChange(Number(event.target.value))}
      disabled={disabled || !types}
      sx={{ minWidth: { xs: '100%', sm: 360 } }}
    >
      <MenuItem value={0}>{translate('app.uploads.noType')}</MenuItem>
      {(types ?? []).map((type) => (
        <MenuItem key={type.idUploadFile} value={type.idUploadFile}>
          {type.alias}
        </MenuItem>
      ))}
    </TextField>
  );
}
