import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import ErrorIcon from '@mui/icons-material/ErrorOutline';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Checkbox, FormControlLabel, Grid, IconButton, MenuItem, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { DESIGN_KINDS } from '../../../contracts/endpoints/resourceDesignerConstants';
import type { DesignField } from '../../../contracts/endpoints/resourceDesigner';
import { ChoicesEditor } from './ChoicesEditor';
import { numberOrUndefined } from './designRules';
import { errorProps } from './inputProps';

interface FieldEditorProps {
  field: DesignField;
  index: number;
  count: number;
  errors: Record<string, string>;
  errorCount: number;
  readOnly: boolean;
  resources: readonly string[];
  onChange: (patch: Partial<DesignField>) => void;
  onRemove: () => void;
  onMove: (by: -1 | 1) => void;
}

const TEXT_KINDS = ['text', 'multiline', 'email', 'url'];

/** One field: a summary line (source, kind, required, errors) that opens its inputs. */
export function FieldEditor({ field, index, count, errors, errorCount, readOnly, resources, onChange, onRemove, onMove }: FieldEditorProps) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.designer.fields.${key}`, options);
  const [open, setOpen] = useState(field.label.es === '');
  // a refusal opens the fields it names
  useEffect(() => {
    if (errorCount > 0) setOpen(true);
  }, [errorCount]);
  const at = (path: string) => `fields.${index}.${path}`;
  const err = (path: string, help?: string) => errorProps(errors, at(path), help);
  const num = (key: 'minLength' | 'maxLength' | 'min' | 'max') => (
    <TextField fullWidth size="small" type="number" label={t(key)} value={field[key] ?? ''} disabled={readOnly}
      onChange={(e) => onChange({ [key]: numberOrUndefined(e.target.value) })} {...err(key)} />
  );
  const flag = (key: 'required' | 'inList' | 'sortable' | 'filterable') => (
    <FormControlLabel label={t(key)} disabled={readOnly} control={<Checkbox checked={field[key]} onChange={(e) => onChange({ [key]: e.target.checked })} />} />
  );
  const summary = `${field.source} · ${translate(`app.designer.kinds.${field.kind}`)}${field.required ? ` · ${t('summaryRequired')}` : ''}`;

  return (
    <Accordion expanded={open} onChange={(_e, next) => setOpen(next)} variant="outlined" disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />} aria-controls={`designer-field-${index}`} id={`designer-field-${index}-summary`}
        sx={{ '& .MuiAccordionSummary-content': { minWidth: 0 } }}
      >
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'baseline', minWidth: 0, flexWrap: 'wrap', columnGap: 1, rowGap: 0 }}>
          {errorCount > 0 && <ErrorIcon color="error" fontSize="small" titleAccess={t('hasErrors')} sx={{ alignSelf: 'center' }} />}
          <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{field.label.es || field.label.en || field.source}</Typography>
          <Typography color="text.secondary" variant="body2" sx={{ overflowWrap: 'anywhere' }}>{summary}</Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`designer-field-${index}`}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <TextField fullWidth size="small" label={t('source')} value={field.source} required disabled={readOnly}
              onChange={(e) => onChange({ source: e.target.value.trim() })} {...err('source')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <TextField select fullWidth size="small" label={t('kind')} value={field.kind} disabled={readOnly}
              onChange={(e) => onChange({ kind: e.target.value as DesignField['kind'] })} {...err('kind')}>
              {DESIGN_KINDS.map((kind) => <MenuItem key={kind} value={kind}>{translate(`app.designer.kinds.${kind}`)}</MenuItem>)}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <TextField fullWidth size="small" label={t('labelEs')} value={field.label.es} required disabled={readOnly}
              onChange={(e) => onChange({ label: { ...field.label, es: e.target.value } })} {...err('label.es')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <TextField fullWidth size="small" label={t('labelEn')} value={field.label.en} required disabled={readOnly}
              onChange={(e) => onChange({ label: { ...field.label, en: e.target.value } })} {...err('label.en')} />
          </Grid>
          {TEXT_KINDS.includes(field.kind) && (
            <>
              <Grid size={{ xs: 6, md: 3 }}>{num('minLength')}</Grid>
              <Grid size={{ xs: 6, md: 3 }}>{num('maxLength')}</Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <TextField fullWidth size="small" label={t('pattern')} value={field.pattern?.regex ?? ''} disabled={readOnly}
                  onChange={(e) => onChange({ pattern: e.target.value ? { regex: e.target.value, message: field.pattern?.message ?? { es: '', en: '' } } : undefined })}
                  {...err('pattern.regex')} />
              </Grid>
              {field.pattern && (
                <>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField fullWidth size="small" label={t('patternEs')} value={field.pattern.message.es} required disabled={readOnly}
                      onChange={(e) => onChange({ pattern: { ...field.pattern!, message: { ...field.pattern!.message, es: e.target.value } } })} {...err('pattern.message.es')} />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField fullWidth size="small" label={t('patternEn')} value={field.pattern.message.en} required disabled={readOnly}
                      onChange={(e) => onChange({ pattern: { ...field.pattern!, message: { ...field.pattern!.message, en: e.target.value } } })} {...err('pattern.message.en')} />
                  </Grid>
                </>
              )}
            </>
          )}
          {field.kind === 'number' && (
            <>
              <Grid size={{ xs: 6, md: 3 }}>{num('min')}</Grid>
              <Grid size={{ xs: 6, md: 3 }}>{num('max')}</Grid>
            </>
          )}
          {field.kind === 'reference' && (
            <>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField select fullWidth size="small" label={t('reference')} value={field.reference?.resource ?? ''} required disabled={readOnly}
                  onChange={(e) => onChange({ reference: { resource: e.target.value, optionText: field.reference?.optionText ?? 'name' } })} {...err('reference.resource')}>
                  {resources.map((name) => <MenuItem key={name} value={name}>{name}</MenuItem>)}
                </TextField>
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField fullWidth size="small" label={t('optionText')} value={field.reference?.optionText ?? ''} required disabled={readOnly}
                  onChange={(e) => onChange({ reference: { resource: field.reference?.resource ?? '', optionText: e.target.value.trim() } })} {...err('reference.optionText')} />
              </Grid>
            </>
          )}
          {field.kind === 'select' && (
            <Grid size={12}>
              <ChoicesEditor choices={field.choices ?? []} path={at('choices')} errors={errors} readOnly={readOnly} onChange={(choices) => onChange({ choices })} />
            </Grid>
          )}
          <Grid size={12}>
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              {flag('required')}
              {flag('inList')}
              {flag('sortable')}
              {flag('filterable')}
              <Box sx={{ flexGrow: 1 }} />
              {!readOnly && (
                <>
                  <Tooltip title={t('moveUp')}><span><IconButton aria-label={t('moveUp')} disabled={index === 0} onClick={() => onMove(-1)}><ArrowUpwardIcon /></IconButton></span></Tooltip>
                  <Tooltip title={t('moveDown')}><span><IconButton aria-label={t('moveDown')} disabled={index === count - 1} onClick={() => onMove(1)}><ArrowDownwardIcon /></IconButton></span></Tooltip>
                  <Tooltip title={t('remove')}><IconButton aria-label={t('remove')} color="error" onClick={onRemove}><DeleteIcon /></IconButton></Tooltip>
                </>
              )}
            </Stack>
          </Grid>
        </Grid>
      </AccordionDetails>
    </Accordion>
  );
}
