import { Alert, Box, Chip, Grid, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useLocaleState, useTranslate } from 'react-admin';
import type { DesignerDataProvider } from './calls';

type Compared = Awaited<ReturnType<DesignerDataProvider['compareDesignVersions']>>;
type Mark = 'added' | 'removed' | 'changed' | undefined;

const COLORS = { added: 'success', removed: 'error', changed: 'warning' } as const;

/** Two versions side by side: each one's fields, the added, removed and changed ones marked, and a summary. */
export function VersionsCompared({ compared }: { compared: Compared }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale === 'es' ? 'es' : 'en';
    const t = (key: string, options?: Record<string, unknown>) => translate(`app.designer.versions.${key}`, options);
  const { difference } = compared;
  const changed = new Map(difference.changed.map((entry) => [entry.source, entry.properties]));
  const same = difference.added.length + difference.removed.length + difference.changed.length + difference.resource.length === 0;

  const side = (which: 'from' | 'to') => {
    const version = compared[which];
    const markOf = (source: string): Mark => {
      if (which === 'to' && difference.added.includes(source)) return 'added';
      if (which === 'from' && difference.removed.includes(source)) return 'removed';
      return changed.has(source) ? 'changed' : undefined;
    };
    return (
      <Box component="section" aria-label={t('number', { number: version.number })}>
        <Typography variant="subtitle2" component="h3">{t('number', { number: version.number })} · {version.design.label[lang]}</Typography>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('field')}</TableCell>
                <TableCell>{translate('app.designer.fields.kind')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {version.design.fields.map((field) => {
                const mark = markOf(field.source);
                return (
                  <TableRow key={field.source} data-change={mark} sx={mark ? { bgcolor: (theme) => alpha(theme.palette[COLORS[mark]].main, 0.12) } : undefined}>
                    <TableCell>
                      {field.source}
                      {mark && <Chip size="small" sx={{ ml: 1 }} label={t(`marks.${mark}`)} color={COLORS[mark]} variant="outlined" />}
                      <Typography variant="body2" color="text.secondary">{field.label.es} / {field.label.en}</Typography>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{translate(`app.designer.kinds.${field.kind}`)}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      </Box>
    );
  };

  /** a property's name as the editor labels it (label, kind, required...), else as it is */
  const property = (name: string) => translate(`app.designer.fields.${name}`, { _: name });
  const summary = (key: 'added' | 'removed' | 'resource', items: string[]) =>
    items.length > 0 && <Typography variant="body2"><strong>{t(key)}:</strong> {items.join(', ')}</Typography>;
  return (
    <Stack spacing={2}>
      {same ? (
        <Alert severity="info">{t('same')}</Alert>
      ) : (
        <Box aria-live="polite">
          {summary('added', difference.added)}
          {summary('removed', difference.removed)}
          {difference.changed.length > 0 && (
            <Typography variant="body2">
              <strong>{t('changed')}:</strong> {difference.changed.map((entry) => `${entry.source} (${entry.properties.map(property).join(', ')})`).join('; ')}
            </Typography>
          )}
          {summary('resource', difference.resource.map(property))}
        </Box>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>{side('from')}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>{side('to')}</Grid>
      </Grid>
    </Stack>
  );
}
