import { Card, CardContent, CardHeader, Grid, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ResourceDesign } from '../../../contracts/endpoints/resourceDesigner';
import { numberOrUndefined, withLabel, withName } from './designRules';
import { errorProps } from './inputProps';
import type { DesignEditorState } from './useDesignEditor';

/** The resource itself: its name (fixed once published), plural and singular labels, page size and default sort. */
export function ResourceSection({ state, design, readOnly }: { state: DesignEditorState; design: ResourceDesign; readOnly: boolean }) {
  const translate = useTranslate();
  const { errors, edit, record } = state;
  const t = (key: string) => translate(`app.designer.editor.${key}`);
  const sortField = design.sort?.field ?? '';
  return (
    <Card variant="outlined" component="section" aria-labelledby="designer-resource">
      <CardHeader id="designer-resource" title={t('resource')} slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }} />
      <CardContent>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField
              fullWidth size="small" label={t('name')} value={design.name} required
              disabled={readOnly || (record?.publishedVersion ?? null) !== null}
              onChange={(e) => edit(withName(design, e.target.value.trim()))}
              {...errorProps(errors, 'name', t('nameHelp'))}
            />
          </Grid>
          {(['es', 'en'] as const).map((lang) => (
            <Grid key={`label-${lang}`} size={{ xs: 12, sm: 6, md: 4 }}>
              <TextField fullWidth size="small" label={t(lang === 'es' ? 'labelEs' : 'labelEn')} value={design.label[lang]} required disabled={readOnly}
                onChange={(e) => edit(withLabel(design, 'label', lang, e.target.value))} {...errorProps(errors, `label.${lang}`, t('labelHelp'))} />
            </Grid>
          ))}
          {(['es', 'en'] as const).map((lang) => (
            <Grid key={`singular-${lang}`} size={{ xs: 12, sm: 6, md: 4 }} offset={{ md: lang === 'es' ? 4 : 0 }}>
              <TextField fullWidth size="small" label={t(lang === 'es' ? 'singularEs' : 'singularEn')} value={design.singular?.[lang] ?? ''} required disabled={readOnly}
                onChange={(e) => edit(withLabel(design, 'singular', lang, e.target.value))} {...errorProps(errors, `singular.${lang}`, t('singularHelp'))} />
            </Grid>
          ))}
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField fullWidth size="small" type="number" label={t('pageSize')} value={design.pageSize} disabled={readOnly}
              slotProps={{ htmlInput: { min: 1, max: 500 } }}
              onChange={(e) => edit({ ...design, pageSize: numberOrUndefined(e.target.value) ?? 10 })} {...errorProps(errors, 'pageSize')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField select fullWidth size="small" label={t('sortField')} value={sortField} disabled={readOnly}
              onChange={(e) => edit({ ...design, sort: e.target.value ? { field: e.target.value, order: design.sort?.order ?? 'ASC' } : undefined })}
              {...errorProps(errors, 'sort.field')}>
              <MenuItem value="">{t('none')}</MenuItem>
              {design.fields.map((field) => <MenuItem key={field.source} value={field.source}>{field.source}</MenuItem>)}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField select fullWidth size="small" label={t('sortOrder')} value={design.sort?.order ?? 'ASC'} disabled={readOnly || !design.sort}
              onChange={(e) => design.sort && edit({ ...design, sort: { ...design.sort, order: e.target.value as 'ASC' | 'DESC' } })}>
              <MenuItem value="ASC">{t('asc')}</MenuItem>
              <MenuItem value="DESC">{t('desc')}</MenuItem>
            </TextField>
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
