import {
  Alert,
  Box,
  Button as MuiButton,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { Confirm, Form, useLocaleState, useTranslate, type Identifier } from 'react-admin';
import type { BulkPreviewRow } from '../../../contracts/endpoints/bulkEdit';
import { FieldInput } from '../FieldInput';
import { fieldLabel, findField } from '../fieldRules';
import { HistoryReferenceValue } from '../history/HistoryReferenceValue';
import { historyReference, historyValue } from '../history/historyFormat';
import { errorMessage, serverFieldErrors } from '../saving/saveErrors';
import type { ResourceDef } from '../types';
import { useDefinitions } from '../useResourceDef';
import {
  bulkEditableFields,
  withPreviewVersions,
  bulkRowsOf,
  changesOf,
  emptyResult,
  mergeApplyAnswer,
  nameRows,
  previewCounts,
  previewOrder,
  previewStateOf,
  splitIntoBatches,
  toggleField,
  type BulkResult,
  type PreviewState,
} from './bulkLogic';
import { useBulkEditCalls } from './bulkCalls';
import { BulkUndo } from './BulkUndo';
import { NeedsConnection } from '../offline/NeedsConnection';
import { useOnline } from '../offline/useOnline';
import type { OfflineBulkPlan } from './bulkOffline';
import { useOfflineBulk } from './useOfflineBulk';

export { offlineMatchingIds } from './useOfflineBulk';

/** On a phone each preview row is a card (its name, its changes, its state, one under the other), not 3 thin columns. */
const PHONE_ROWS_AS_CARDS = {
  '@media (max-width: 599.95px)': {
    '& thead': { display: 'none' },
    '& tr, & td': { display: 'block', width: '100%' },
    '& td': { borderBottom: 'none', px: 0, py: 0.25 },
    '& tr': { borderBottom: 1, borderColor: 'divider', py: 1 },
  },
};

/** The preview shows this many rows (those that need a look first); the counts cover them all. */
const SHOWN_ROWS = 200;

const STATE_COLOR: Record<PreviewState, 'success' | 'default' | 'error' | 'warning'> = {
  change: 'success',
  unchanged: 'default',
  refused: 'error',
  conflict: 'warning',
  missing: 'warning',
};

interface BulkEditDialogProps {
  def: ResourceDef;
  ids: Identifier[];
  /** what the list knew of a row: the version the user saw, its name */
  rowOf: (id: Identifier) => { version?: number; label?: string } | undefined;
  /** after rows were written: the list refreshes and its selection clears */
  onApplied: () => void;
  /** offline, after the rows' changes were saved on this device (the list shows them already): its selection clears */
  onQueued?: () => void;
  /** rows of the selection the dialog has no id of (offline "Edit all (N)": the rows this device never read) */
  notRead?: number;
  onClose: () => void;
}

type Step = 'choose' | 'preview' | 'result';

/** What the last step's call answered when it failed (the server's message), under that step's content. */
const Failure = ({ message }: { message: string | null | undefined }) =>
  message ? (
    <Alert severity="error" sx={{ mt: 1 }}>
      {message}
    </Alert>
  ) : null;

/**
 * The bulk editor (issue 34): choose fields and values (each field's own input and checks), preview every row
 * (before → after, the server's refusals on their row and field, rows changed meanwhile), apply in batches with a
 * progress bar, then the result with Undo. Full screen on phones; everything reachable with the keyboard.
 */
export const BulkEditDialog = ({ def, ids, rowOf, onApplied, onQueued, notRead = 0, onClose }: BulkEditDialogProps) => {
  const translate = useTranslate();
  const calls = useBulkEditCalls();
  // the preview and the change are the server's (BulkEdit/*): offline, the change is one queued update per row read
  // on this device, confirmed without the server's preview (issue 51)
  const online = useOnline();
  const offline = useOfflineBulk(def, ids, notRead);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const fields = useMemo(() => bulkEditableFields(def), [def]);
  const rows = useMemo(() => bulkRowsOf(ids as Array<string | number>, (id) => rowOf(id)?.version), [ids, rowOf]);
  const [step, setStep] = useState<Step>('choose');
  const [chosen, setChosen] = useState<string[]>([]);
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<{ key: string; done: number; total: number } | null>(null);
  const [preview, setPreview] = useState<BulkPreviewRow[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<BulkResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [chooseOne, setChooseOne] = useState(false);
  const [offlinePlan, setOfflinePlan] = useState<OfflineBulkPlan | null>(null);
  const [nothingToSave, setNothingToSave] = useState(false);

  const labels = useMemo(() => new Map(preview.map((row) => [String(row.id), row.label])), [preview]);
  const labelOf = (id: Identifier) => labels.get(String(id)) ?? rowOf(id)?.label;
  const changes = changesOf(chosen, values);

  const runPreview = async (formValues: Record<string, unknown>) => {
    setChooseOne(chosen.length === 0);
    if (chosen.length === 0) return;
    setValues(formValues);
    setFailure(null);
    setFieldErrors({});
    const wanted = changesOf(chosen, formValues);
    const answered: BulkPreviewRow[] = [];
    setProgress({ key: 'app.engine.bulk.previewing', done: 0, total: rows.length });
    try {
      for (const batch of splitIntoBatches(rows)) {
        const answer = await calls.previewBulkEdit({ resource: def.name, rows: batch, changes: wanted as never });
        answered.push(...answer.rows);
        setProgress({ key: 'app.engine.bulk.previewing', done: answered.length, total: rows.length });
      }
      setPreview(answered);
      setStep('preview');
    } catch (error) {
      // a value the server refuses for every row (400 on changes.<field>) shows under that field
      const onFields = Object.fromEntries(Object.entries(serverFieldErrors(error) ?? {}).map(([path, message]) => [path.replace(/^changes\./, ''), message]));
      if (Object.keys(onFields).length > 0) setFieldErrors(onFields);
      else setFailure(translate('app.engine.bulk.failed', { error: translate(errorMessage(error), { _: errorMessage(error) }) }));
    } finally {
      setProgress(null);
    }
  };

  /** offline: the updates of the chosen values, confirmed before they are queued */
  const planOffline = (formValues: Record<string, unknown>) => {
    setChooseOne(chosen.length === 0);
    if (chosen.length === 0) return;
    setValues(formValues);
    setFailure(null);
    const plan = offline.plan(changesOf(chosen, formValues));
    setNothingToSave(plan.updates.length === 0);
    if (plan.updates.length > 0) setOfflinePlan(plan);
  };

  const saveOffline = async () => {
    const plan = offlinePlan;
    setOfflinePlan(null);
    if (!plan) return;
    setProgress({ key: 'app.engine.bulk.offline.saving', done: 0, total: plan.updates.length });
    try {
      await offline.save(plan, (done, total) => setProgress({ key: 'app.engine.bulk.offline.saving', done, total }));
    } catch (error) {
      setProgress(null);
      setFailure(translate('app.engine.bulk.failed', { error: translate(errorMessage(error), { _: errorMessage(error) }) }));
      return;
    }
    onQueued?.();
    onClose();
  };

  const apply = async () => {
    setConfirming(false);
    setFailure(null);
    let sofar = emptyResult();
    setProgress({ key: 'app.engine.bulk.applying', done: 0, total: rows.length });
    let done = 0;
    try {
      for (const batch of splitIntoBatches(withPreviewVersions(rows, preview))) {
        const answer = await calls.applyBulkEdit({ resource: def.name, rows: batch, changes: changes as never, ...(sofar.batchId && { batchId: sofar.batchId }) });
        sofar = mergeApplyAnswer(sofar, answer);
        done += batch.length;
        setProgress({ key: 'app.engine.bulk.applying', done, total: rows.length });
      }
    } catch (error) {
      // the batches written stay written (each is its own transaction): their result and Undo are shown
      setFailure(translate('app.engine.bulk.failed', { error: translate(errorMessage(error), { _: errorMessage(error) }) }));
    } finally {
      setProgress(null);
    }
    setResult(sofar);
    setStep('result');
    if (sofar.applied.length > 0) onApplied();
  };

  const counts = previewCounts(preview);
  const title = translate('app.engine.bulk.title', { smart_count: ids.length + notRead });
  return (
    <Dialog open onClose={progress ? undefined : onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby="bulk-edit-title">
      <DialogTitle id="bulk-edit-title">{title}</DialogTitle>
      {step === 'choose' && (
        <Form defaultValues={values} onSubmit={(formValues: Record<string, unknown>) => (offline.offline ? planOffline(formValues) : runPreview(formValues))} noValidate>
          <DialogContent dividers>
            <Typography variant="body2" color="text.secondary" mb={1}>
              {translate('app.engine.bulk.choose')}
            </Typography>
            {offline.offline && <OfflineNotes read={offline.read} unread={offline.unread} />}
            <Stack>
              {fields.map((field) => {
                const label = translate(fieldLabel(def, field), { _: field.source });
                const on = chosen.includes(field.source);
                return (
                  <Box key={field.source}>
                    <FormControlLabel
                      control={<Checkbox checked={on} onChange={() => (setChosen(toggleField(def, chosen, field.source)), setChooseOne(false))} />}
                      label={label}
                    />
                    {on && (
                      <Box pl={{ xs: 0, sm: 4 }}>
                        <FieldInput field={{ ...field, showWhen: undefined, fullWidth: true }} />
                      </Box>
                    )}
                    {fieldErrors[field.source] && (
                      <FormHelperText error sx={{ pl: { xs: 0, sm: 4 }, mt: -1, mb: 1 }}>
                        {fieldErrors[field.source]}
                      </FormHelperText>
                    )}
                  </Box>
                );
              })}
            </Stack>
            {chooseOne && (
              <Alert severity="warning" sx={{ mt: 1 }}>
                {translate('app.engine.bulk.choose_one')}
              </Alert>
            )}
            {offline.offline && nothingToSave && (
              <Alert severity="info" sx={{ mt: 1 }}>
                {translate('app.engine.bulk.nothing_to_apply')}
              </Alert>
            )}
            <Failure message={failure} />
            <Progress progress={progress} />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={onClose} disabled={Boolean(progress)}>
              {translate('app.engine.bulk.cancel')}
            </MuiButton>
            <MuiButton type="submit" variant="contained" disabled={Boolean(progress) || (offline.offline && offline.read === 0)}>
              {offline.offline ? translate('app.engine.bulk.offline.save', { smart_count: offline.read }) : translate('app.engine.bulk.preview')}
            </MuiButton>
          </DialogActions>
          <Confirm
            isOpen={Boolean(offlinePlan) && offline.offline}
            title="app.engine.bulk.offline.confirm_title"
            content={translate('app.engine.bulk.offline.confirm_content', { smart_count: offlinePlan?.updates.length ?? 0 })}
            onConfirm={saveOffline}
            onClose={() => setOfflinePlan(null)}
          />
        </Form>
      )}
      {step === 'preview' && (
        <>
          <DialogContent dividers>
            <PreviewCountsBar counts={counts} />
            <PreviewTable def={def} rows={preview} />
            <NeedsConnection />
            <Failure message={failure} />
            <Progress progress={progress} />
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            <MuiButton onClick={() => setStep('choose')} disabled={Boolean(progress)}>
              {translate('app.engine.bulk.back')}
            </MuiButton>
            <Box flex={1} />
            {counts.change === 0 && <Typography variant="body2">{translate('app.engine.bulk.nothing_to_apply')}</Typography>}
            <MuiButton variant="contained" onClick={() => setConfirming(true)} disabled={counts.change === 0 || Boolean(progress) || !online}>
              {translate('app.engine.bulk.apply', { smart_count: counts.change })}
            </MuiButton>
          </DialogActions>
          <Confirm
            isOpen={confirming}
            title="app.engine.bulk.confirm_title"
            content={translate('app.engine.bulk.confirm_content', { smart_count: counts.change })}
            onConfirm={apply}
            onClose={() => setConfirming(false)}
          />
        </>
      )}
      {step === 'result' && result && (
        <>
          <DialogContent dividers>
            <ResultSummary result={result} labelOf={labelOf} />
            <Failure message={failure} />
            {result.batchId && result.applied.length > 0 && <BulkUndo batchId={result.batchId} rows={result.applied.length} labelOf={labelOf} onUndone={onApplied} />}
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={onClose} variant="contained">
              {translate('app.engine.bulk.close')}
            </MuiButton>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
};

/** Offline, over the choice of fields: no preview of the server's, and the rows this device cannot change. */
const OfflineNotes = ({ read, unread }: { read: number; unread: number }) => {
  const translate = useTranslate();
  return (
    <Stack gap={1} mb={1} data-bulk-offline>
      <Alert severity="info">{translate('app.engine.bulk.offline.intro')}</Alert>
      {read === 0 ? (
        <Alert severity="warning">{translate('app.engine.bulk.offline.none_read')}</Alert>
      ) : (
        unread > 0 && <Alert severity="warning">{translate('app.engine.bulk.offline.unread', { smart_count: unread, total: read + unread })}</Alert>
      )}
    </Stack>
  );
};

const Progress = ({ progress }: { progress: { key: string; done: number; total: number } | null }) => {
  const translate = useTranslate();
  if (!progress) return null;
  const label = translate(progress.key, { done: progress.done, total: progress.total });
  return (
    <Box role="status" mt={2}>
      <LinearProgress variant="determinate" value={progress.total ? (100 * progress.done) / progress.total : 0} aria-label={label} />
      <Typography variant="body2" mt={0.5}>
        {label}
      </Typography>
    </Box>
  );
};

const PreviewCountsBar = ({ counts }: { counts: ReturnType<typeof previewCounts> }) => {
  const translate = useTranslate();
  const shown: PreviewState[] = ['change', 'unchanged', 'refused', 'conflict', 'missing'];
  return (
    <Box display="flex" flexWrap="wrap" gap={1} mb={1} aria-label={translate('app.engine.bulk.preview')} role="group">
      {shown
        .filter((state) => state !== 'missing' || counts.missing > 0)
        .map((state) => (
          <Chip key={state} data-count={state} color={STATE_COLOR[state]} variant={counts[state] ? 'filled' : 'outlined'} label={`${counts[state]} ${translate(`app.engine.bulk.counts.${state}`)}`} />
        ))}
    </Box>
  );
};

/** A value as the history writes it: a choice by its label, a reference by its record's name, "(empty)" for none. */
const ShownValue = ({ def, source, value }: { def: ResourceDef; source: string; value: unknown }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const definitions = useDefinitions();
  const reference = historyReference(def, source, (name) => definitions.get(name));
  return reference ? <HistoryReferenceValue reference={reference} value={value} /> : <>{historyValue(findField(def, source), value, translate, locale)}</>;
};

const PreviewTable = ({ def, rows }: { def: ResourceDef; rows: BulkPreviewRow[] }) => {
  const translate = useTranslate();
  const ordered = previewOrder(rows);
  const shown = ordered.slice(0, SHOWN_ROWS);
  const labelOfField = (source: string) => translate(fieldLabel(def, findField(def, source) ?? { source }), { _: source });
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('app.engine.bulk.preview')} sx={PHONE_ROWS_AS_CARDS}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.engine.bulk.table.row')}</TableCell>
            <TableCell>{translate('app.engine.bulk.table.changes')}</TableCell>
            <TableCell>{translate('app.engine.bulk.table.state')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((row) => {
            const state = previewStateOf(row);
            const stateText =
              state === 'conflict'
                ? row.conflict?.changedBy
                  ? translate('app.engine.bulk.state.conflict', { name: row.conflict.changedBy.name })
                  : translate('app.engine.bulk.state.conflict_unknown')
                : translate(`app.engine.bulk.state.${state}`);
            return (
              <TableRow key={String(row.id)} data-state={state}>
                <TableCell sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{row.label}</TableCell>
                <TableCell>
                  <Box component="ul" sx={{ m: 0, pl: 2 }}>
                    {Object.keys(row.after).map((source) => (
                      <Typography component="li" variant="body2" key={source} sx={{ overflowWrap: 'anywhere' }}>
                        <strong>{labelOfField(source)}</strong>
                        {': '}
                        <Box component="span" color="text.secondary">
                          <ShownValue def={def} source={source} value={row.before[source]} />
                        </Box>
                        {' → '}
                        <ShownValue def={def} source={source} value={row.after[source]} />
                        {row.errors?.[source] && (
                          <Box component="span" display="block" color="error.main">
                            {row.errors[source]}
                          </Box>
                        )}
                      </Typography>
                    ))}
                    {Object.entries(row.errors ?? {})
                      .filter(([source]) => !(source in row.after))
                      .map(([source, message]) => (
                        <Typography component="li" variant="body2" key={source} color="error.main">
                          <strong>{labelOfField(source)}</strong>: {message}
                        </Typography>
                      ))}
                  </Box>
                </TableCell>
                <TableCell>
                  <Chip size="small" color={STATE_COLOR[state]} variant="outlined" label={stateText} sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal' } }} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {ordered.length > shown.length && (
        <Typography variant="body2" color="text.secondary" mt={1}>
          {translate('app.engine.bulk.more_rows', { smart_count: ordered.length - shown.length })}
        </Typography>
      )}
    </Box>
  );
};

const ResultSummary = ({ result, labelOf }: { result: BulkResult; labelOf: (id: Identifier) => string | undefined }) => {
  const translate = useTranslate();
  return (
    <Alert severity={result.conflicts.length || result.refused.length ? 'warning' : 'success'} role="status">
      <Typography fontWeight={500}>{translate('app.engine.bulk.result.title')}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        <li>{translate('app.engine.bulk.result.applied', { smart_count: result.applied.length })}</li>
        {result.unchanged.length > 0 && <li>{translate('app.engine.bulk.result.unchanged', { smart_count: result.unchanged.length })}</li>}
        {result.conflicts.length > 0 && (
          <li>
            {translate('app.engine.bulk.result.conflicts', {
              smart_count: result.conflicts.length,
              names: nameRows(
                result.conflicts.map((conflict) => conflict.id),
                labelOf,
              ),
            })}
          </li>
        )}
        {result.refused.length > 0 && (
          <li>
            {translate('app.engine.bulk.result.refused', {
              smart_count: result.refused.length,
              names: nameRows(
                result.refused.map((row) => row.id),
                labelOf,
              ),
            })}
          </li>
        )}
        {result.missing.length > 0 && <li>{translate('app.engine.bulk.result.missing', { smart_count: result.missing.length })}</li>}
      </Box>
    </Alert>
  );
};

export default BulkEditDialog;
