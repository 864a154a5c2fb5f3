import { Alert, Box, Checkbox, Chip, FormControlLabel, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { BundleDiff, BundleFieldChange, BundleResourceDiff } from '../../../contracts/endpoints/designBundles';
import type { Bilingual } from '../../../contracts/endpoints/resourceDesigner';
import { BundleWholeDiff } from './BundleWholeDiff';
import { applicableNames, notApplicableReason, statusTotals, textPathName } from './bundleReview';

const STATUS_COLORS = { new: 'success', changed: 'warning', unchanged: 'default' } as const;
const MARK_COLORS = { added: 'success', removed: 'error', changed: 'warning' } as const;

type Translate = ReturnType<typeof useTranslate>;

const useTexts = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang: 'es' | 'en' = locale === 'es' ? 'es' : 'en';
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.designer.bundle.${key}`, options);
  return { translate, t, lang, locale };
};

/** a property's name as the editor labels it (label, kind, required...), else as it is */
const propertyName = (translate: Translate, name: string) => translate(`app.designer.fields.${name}`, { _: name });

const bilingualText = (text: Bilingual | null, none: string) => (text ? `${text.es} / ${text.en}` : none);

/** Every field change of one resource in one table: added, removed, changed, with the records each touches. */
function FieldChanges({ resource }: { resource: BundleResourceDiff }) {
  const { translate, t, lang } = useTexts();
  const rows: { mark: keyof typeof MARK_COLORS; change: BundleFieldChange }[] = [
    ...resource.fields.added.map((change) => ({ mark: 'added' as const, change })),
    ...resource.fields.removed.map((change) => ({ mark: 'removed' as const, change })),
    ...resource.fields.changed.map((change) => ({ mark: 'changed' as const, change })),
  ];
  if (rows.length === 0) return null;
  const anyBreaking = rows.some(({ change }) => change.breaking > 0 || change.unreadable > 0);
  return (
    <Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={`${translate('app.designer.fields.title')} · ${resource.label[lang] || resource.name}`} sx={{ '& td, & th': { px: { xs: 0.75, sm: 2 } } }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('field')}</TableCell>
              <TableCell align="right">{t('affected')}</TableCell>
              <TableCell align="right">{t('breaking')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(({ mark, change }) => (
              <TableRow key={`${mark}-${change.source}`} data-change={mark}>
                <TableCell sx={{ minWidth: 110 }}>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'baseline' }}>
                    <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>{change.label[lang] || change.source}</Typography>
                    <Typography variant="caption" component="span" color="text.secondary">{change.source}</Typography>
                  </Stack>
                  <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}>
                    <Chip size="small" variant="outlined" color={MARK_COLORS[mark]} label={translate(`app.designer.versions.marks.${mark}`)} />
                    {change.properties.length > 0 && (
                      <Typography variant="body2" component="span" aria-label={t('properties')}>{change.properties.map((name) => propertyName(translate, name)).join(', ')}</Typography>
                    )}
                  </Stack>
                </TableCell>
                <TableCell align="right" data-column="affected">{change.affected}</TableCell>
                <TableCell align="right" data-column="breaking" sx={change.breaking > 0 || change.unreadable > 0 ? { color: 'error.main', fontWeight: 600 } : undefined}>
                  {change.breaking}
                  {change.unreadable > 0 && (
                    <Typography variant="caption" sx={{ display: 'block' }}>{t('unreadableCount', { count: change.unreadable })}</Typography>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {anyBreaking && <Typography variant="caption" color="text.secondary">{t('breakingHelp')}</Typography>}
    </Box>
  );
}

/** The rules across two fields the bundle adds, removes or rewords, with the stored records an added one refuses. */
function RuleChanges({ resource }: { resource: BundleResourceDiff }) {
  const { translate, t, lang } = useTexts();
  if (resource.rules.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle2" component="h4">{t('rules')}</Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={`${t('rules')} · ${resource.label[lang] || resource.name}`} sx={{ '& td, & th': { px: { xs: 0.75, sm: 2 } } }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('rule')}</TableCell>
              <TableCell>{t('change')}</TableCell>
              <TableCell align="right">{t('breaking')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {resource.rules.map(({ change, rule, breaking }) => (
              <TableRow key={`${change}:${rule.kind}:${rule.field}:${rule.other}`}>
                <TableCell sx={{ wordBreak: 'break-word' }}>
                  {`${rule.field} ${translate(`app.designer.rules.kinds.${rule.kind}`)} ${rule.other}`}
                  <Typography variant="body2" color="text.secondary">{rule.message[lang]}</Typography>
                </TableCell>
                <TableCell><Chip size="small" variant="outlined" color={MARK_COLORS[change]} label={t(`ruleMarks.${change}`)} /></TableCell>
                <TableCell align="right" data-column="breaking" sx={breaking > 0 ? { color: 'error.main', fontWeight: 600 } : undefined}>{breaking}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}

/** The texts and the menu entry that change, before and after. */
function BeforeAfter({ title, first, rows }: { title: string; first: string; rows: { key: string; name: string; before: string; after: string }[] }) {
  const { t } = useTexts();
  if (rows.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle2" component="h4">{title}</Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={title} sx={{ '& td, & th': { px: { xs: 0.75, sm: 2 } } }}>
          <TableHead>
            <TableRow>
              <TableCell>{first}</TableCell>
              <TableCell>{t('before')}</TableCell>
              <TableCell>{t('after')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                <TableCell sx={{ wordBreak: 'break-word' }}>{row.name}</TableCell>
                <TableCell sx={{ wordBreak: 'break-word', color: 'text.secondary' }}>{row.before}</TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{row.after}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}

/** One resource of the bundle: its tick (when it may be applied), status, versions, and what would change. */
function ResourceReview({ resource, checked, onToggle, disabled }: { resource: BundleResourceDiff; checked: boolean; onToggle: () => void; disabled: boolean }) {
  const { translate, t, lang } = useTexts();
  const reason = notApplicableReason(resource);
  const label = resource.label[lang] || resource.name;
  const issues = Object.entries(resource.issues);
  const textName = (path: string) => {
    const { key, values } = textPathName(path);
    return key ? t(`textPath.${key}`, values) : path;
  };
  return (
    <Paper variant="outlined" component="section" aria-label={label} data-resource={resource.name} sx={{ p: { xs: 1, sm: 1.5 } }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          sx={{ mr: 0, flex: '1 1 200px', minWidth: 0 }}
          control={<Checkbox checked={checked} onChange={onToggle} disabled={disabled || reason !== undefined} slotProps={{ input: { 'aria-label': t('tick', { name: label }) } }} />}
          label={
            <Box sx={{ minWidth: 0 }}>
              <Typography component="h3" variant="subtitle1" sx={{ lineHeight: 1.3, wordBreak: 'break-word' }}>
                {label} <Typography component="span" variant="body2" color="text.secondary">({resource.name})</Typography>
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {t('versions', {
                  bundle: resource.bundleVersion,
                  current: resource.currentVersion === null ? t('notHere') : translate('app.designer.versions.number', { number: resource.currentVersion }),
                })}
                {' · '}
                {t('records', { count: resource.records })}
              </Typography>
            </Box>
          }
        />
        <Chip size="small" color={STATUS_COLORS[resource.status]} label={t(`status.${resource.status}`)} />
      </Stack>
      <Stack spacing={1.5} sx={{ mt: 1, pl: { xs: 0, sm: 4 } }}>
        {reason === 'unchanged' && <Typography variant="body2" color="text.secondary">{t('noChanges')}</Typography>}
        {issues.length > 0 && (
          <Alert severity="error">
            {t('cannotApply')}
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {issues.map(([path, text]) => <li key={path}>{text[lang]}</li>)}
            </Box>
          </Alert>
        )}
        {resource.missingRoles.length > 0 && <Typography variant="body2" color="warning.main">{t('rolesSkipped', { roles: resource.missingRoles.join(', ') })}</Typography>}
        {resource.resource.length > 0 && (
          <Typography variant="body2">{t('resource', { list: resource.resource.map((name) => propertyName(translate, name)).join(', ') })}</Typography>
        )}
        <FieldChanges resource={resource} />
        <RuleChanges resource={resource} />
        <BeforeAfter
          title={t('texts')}
          first={t('text')}
          rows={resource.texts.map((text) => ({ key: text.path, name: textName(text.path), before: bilingualText(text.before, t('none')), after: bilingualText(text.after, t('none')) }))}
        />
        <BeforeAfter
          title={t('menu')}
          first={t('property')}
          rows={resource.menu.map((change) => ({ key: change.property, name: t(`menuProperty.${change.property}`), before: change.before || t('none'), after: change.after || t('none') }))}
        />
        <BundleWholeDiff resource={resource} />
      </Stack>
    </Paper>
  );
}

/**
 * What applying a bundle would do here, before anything changes: where it comes from, the totals, the roles it names
 * that do not exist here, and every resource with its tick.
 */
export function BundleImportReview({ diff, selected, onToggle, onToggleAll, disabled }: {
  diff: BundleDiff;
  selected: ReadonlySet<string>;
  onToggle: (name: string) => void;
  onToggleAll: () => void;
  disabled: boolean;
}) {
  const { t, locale } = useTexts();
  const totals = statusTotals(diff);
  const applicable = applicableNames(diff);
  const allTicked = applicable.length > 0 && applicable.every((name) => selected.has(name));
  const someTicked = applicable.some((name) => selected.has(name));
  const exportedAt = new Date(diff.exportedAt);
  return (
    <Stack spacing={1.5}>
      <Box>
        <Typography variant="body2" color="text.secondary">
          {t('from', { from: diff.exportedFrom, date: Number.isNaN(exportedAt.getTime()) ? diff.exportedAt : exportedAt.toLocaleString(locale) })}
        </Typography>
        <Typography variant="subtitle1" role="status" data-testid="bundle-totals">{t('totals', totals)}</Typography>
      </Box>
      {diff.unsigned && <Alert severity="warning" data-testid="bundle-unsigned">{t('unsignedWarning')}</Alert>}
      {diff.missingRoles.length > 0 && <Alert severity="warning">{t('missingRoles', { roles: diff.missingRoles.join(', ') })}</Alert>}
      {applicable.length === 0 ? (
        <Alert severity="info">{t('nothingToApply')}</Alert>
      ) : (
        <FormControlLabel
          control={<Checkbox checked={allTicked} indeterminate={someTicked && !allTicked} onChange={onToggleAll} disabled={disabled} />}
          label={t('tickAll')}
        />
      )}
      {diff.resources.map((resource) => (
        <ResourceReview key={resource.name} resource={resource} checked={selected.has(resource.name)} onToggle={() => onToggle(resource.name)} disabled={disabled} />
      ))}
    </Stack>
  );
}
