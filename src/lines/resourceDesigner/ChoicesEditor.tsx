import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Button, FormHelperText, Grid, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DesignField } from '../../../contracts/endpoints/resourceDesigner';
import { errorProps } from './inputProps';

type Choice = NonNullable<DesignField['choices']>[number];

/** A select's choices: the stored value and its label in both languages. */
export function ChoicesEditor({ choices, path, errors, readOnly, onChange }: { choices: Choice[]; path: string; errors: Record<string, string>; readOnly: boolean; onChange: (choices: Choice[]) => void }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.designer.fields.${key}`, options);
  const set = (index: number, choice: Choice) => onChange(choices.map((c, i) => (i === index ? choice : c)));
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="body2" color="text.secondary">{t('choices')}</Typography>
      {errors[path] && <FormHelperText error>{errors[path]}</FormHelperText>}
      {choices.map((choice, index) => (
        <Grid container spacing={1} key={index} sx={{ alignItems: 'flex-start' }}>
          <Grid size={{ xs: 12, sm: 3 }}>
            <TextField fullWidth size="small" label={t('choiceId', { number: index + 1 })} value={choice.id} required disabled={readOnly}
              onChange={(e) => set(index, { ...choice, id: e.target.value })} {...errorProps(errors, `${path}.${index}.id`)} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField fullWidth size="small" label={t('choiceEs', { number: index + 1 })} value={choice.label.es} required disabled={readOnly}
              onChange={(e) => set(index, { ...choice, label: { ...choice.label, es: e.target.value } })} {...errorProps(errors, `${path}.${index}.label.es`)} />
          </Grid>
          <Grid size={{ xs: 10, sm: 4 }}>
            <TextField fullWidth size="small" label={t('choiceEn', { number: index + 1 })} value={choice.label.en} required disabled={readOnly}
              onChange={(e) => set(index, { ...choice, label: { ...choice.label, en: e.target.value } })} {...errorProps(errors, `${path}.${index}.label.en`)} />
          </Grid>
          <Grid size={{ xs: 2, sm: 1 }}>
            {!readOnly && (
              <IconButton aria-label={t('removeChoice', { number: index + 1 })} onClick={() => onChange(choices.filter((_, i) => i !== index))}>
                <DeleteIcon />
              </IconButton>
            )}
          </Grid>
        </Grid>
      ))}
      {!readOnly && (
        <div>
          <Button size="small" startIcon={<AddIcon />} onClick={() => onChange([...choices, { id: '', label: { es: '', en: '' } }])}>{t('addChoice')}</Button>
        </div>
      )}
    </Stack>
  );
}
