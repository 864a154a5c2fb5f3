import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, Card, CardContent, CardHeader, Grid, IconButton, MenuItem, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { DESIGN_RULE_KINDS } from '../../../contracts/endpoints/resourceDesignerConstants';
import type { DesignRule, ResourceDesign } from '../../../contracts/endpoints/resourceDesigner';
import { addRule, removeRule, withRule } from './designRules';
import { errorProps } from './inputProps';
import type { DesignEditorState } from './useDesignEditor';

/**
 * The design's rules across two fields (issue 35 item 4): each one a field, a condition (differs from, on or
 * before, on or after), the field it is compared with and its message in both languages; add and remove.
 */
export function RulesSection({ state, design, readOnly }: { state: DesignEditorState; design: ResourceDesign; readOnly: boolean }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { errors, edit } = state;
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.designer.rules.${key}`, options);
  const rules = design.rules ?? [];
  const lang = locale === 'es' ? 'es' : 'en';
  const fieldName = (source: string) => {
    const field = design.fields.find((candidate) => candidate.source === source);
    return field ? `${field.label[lang] || field.source} (${field.source})` : source;
  };
  // a rule may name a field that is gone (its check says so): it stays choosable until changed
  const sources = (current: string) => [...design.fields.map((field) => field.source), ...(current && !design.fields.some((field) => field.source === current) ? [current] : [])];
  const change = (index: number, patch: Partial<DesignRule>) => edit(withRule(design, index, patch));

  return (
    <Card variant="outlined" component="section" aria-labelledby="designer-rules">
      <CardHeader id="designer-rules" title={t('title')} subheader={t('help')}
        slotProps={{ title: { variant: 'subtitle1', component: 'h2' }, subheader: { variant: 'body2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={1.5}>
          {rules.length === 0 && <Typography color="text.secondary">{t('empty')}</Typography>}
          {rules.map((rule, index) => {
            const at = (path: string) => errorProps(errors, `rules.${index}.${path}`);
            const number = index + 1;
            return (
              <Paper key={index} variant="outlined" role="group" aria-label={t('rule', { number })} sx={{ p: { xs: 1, sm: 1.5 } }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <Grid container spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
                    <Grid size={{ xs: 12, sm: 4 }}>
                      <TextField select fullWidth size="small" label={t('field')} value={rule.field} disabled={readOnly}
                        onChange={(e) => change(index, { field: e.target.value })} {...at('field')}>
                        {sources(rule.field).map((source) => <MenuItem key={source} value={source}>{fieldName(source)}</MenuItem>)}
                      </TextField>
                    </Grid>
                    <Grid size={{ xs: 12, sm: 4 }}>
                      <TextField select fullWidth size="small" label={t('kind')} value={rule.kind} disabled={readOnly}
                        onChange={(e) => change(index, { kind: e.target.value as DesignRule['kind'] })} {...at('kind')}>
                        {DESIGN_RULE_KINDS.map((kind) => <MenuItem key={kind} value={kind}>{t(`kinds.${kind}`)}</MenuItem>)}
                      </TextField>
                    </Grid>
                    <Grid size={{ xs: 12, sm: 4 }}>
                      <TextField select fullWidth size="small" label={t('other')} value={rule.other} disabled={readOnly}
                        onChange={(e) => change(index, { other: e.target.value })} {...at('other')}>
                        {sources(rule.other).map((source) => <MenuItem key={source} value={source}>{fieldName(source)}</MenuItem>)}
                      </TextField>
                    </Grid>
                    <Grid size={{ xs: 12, sm: 6 }}>
                      <TextField fullWidth multiline maxRows={3} size="small" label={t('messageEs')} value={rule.message.es} required disabled={readOnly}
                        onChange={(e) => change(index, { message: { ...rule.message, es: e.target.value } })} {...at('message.es')} />
                    </Grid>
                    <Grid size={{ xs: 12, sm: 6 }}>
                      <TextField fullWidth multiline maxRows={3} size="small" label={t('messageEn')} value={rule.message.en} required disabled={readOnly}
                        onChange={(e) => change(index, { message: { ...rule.message, en: e.target.value } })} {...at('message.en')} />
                    </Grid>
                  </Grid>
                  {!readOnly && (
                    <Tooltip title={t('remove', { number })}>
                      <IconButton aria-label={t('remove', { number })} onClick={() => edit(removeRule(design, index))} sx={{ mt: 0.25 }}>
                        <DeleteIcon />
                      </IconButton>
                    </Tooltip>
                  )}
                </Stack>
              </Paper>
            );
          })}
          {!readOnly && (
            <Box>
              <Button startIcon={<AddIcon />} onClick={() => edit(addRule(design))} disabled={design.fields.length < 2}>{t('add')}</Button>
              {design.fields.length < 2 && <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>{t('needFields')}</Typography>}
            </Box>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
