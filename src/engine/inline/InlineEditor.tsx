import { Box, CircularProgress, FormHelperText, MenuItem, Switch, TextField } from '@mui/material';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useListContext, useNotify, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { fieldLabel, validatorsFor } from '../fieldRules';
import { noticeOf } from '../rowRules';
import { conflictOf, errorMessage, serverFieldErrors } from '../saving/saveErrors';
import type { FieldDef, ResourceDef } from '../types';
import { useSettingPattern } from '../useSettingPattern';
import { ReloadButton } from '../conflict/ReloadButton';
import { inlineModeOf, inlineSaveData, inlineText, isInlineChange, notANumber, parseInlineText } from './inlineCells';
import { useQueuedSave } from '../offline/useQueuedSave';

export interface InlineEditorProps {
  def: ResourceDef;
  field: FieldDef;
  record: RaRecord;
  /** the editor is done: saved, cancelled (the cell shows its value again) */
  onClose: () => void;
}

type Problem = { message: string; args?: Record<string, unknown>; conflict?: boolean };

/** The message of a refused save for this cell: the server's on its field, the 409's (who, when), or its message. */
const problemOf = (error: unknown, source: string): Problem => {
  const conflict = conflictOf(error);
  if (conflict) return { message: conflict.message, conflict: true };
  const fields = serverFieldErrors(error);
  // a 409 that names no field: the row changed since it was loaded (some calls say so without who and when)
  if (!fields && (error as { status?: unknown } | null)?.status === 409) return { message: errorMessage(error), conflict: true };
  if (fields) return { message: fields[source] ?? Object.values(fields).join(' ') };
  return { message: errorMessage(error) };
};

/**
 * The input of one cell (issue 34), loaded the first time a cell is edited: the field's own checks before the save,
 * the save through the resource's update with the row as loaded (its version goes, a stale one is refused with
 * 409), and a refusal shown on the cell with the value typed kept. Text: Enter saves, Escape cancels; a choice
 * saves when chosen; a yes/no saves when clicked.
 */
const InlineEditor = ({ def, field, record, onClose }: InlineEditorProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  // offline, the cell's save is queued (issue 51): kept here, the row shows it at once, sent in order when back online
  const queue = useQueuedSave();
  // the resource in its key: a queued save restored after a reload finds its replay by it (persistQueue.ts)
  const [update] = useUpdate(def.name, undefined, queue.options);
  const { refetch } = useListContext();
  const settingPattern = useSettingPattern(field);
  const mode = inlineModeOf(field);
  const label = translate(fieldLabel(def, field));
  // the row as it was when the edit began: its version goes with the save, so a change made meanwhile by someone
  // else is refused (409), not overwritten; Reload takes the row as it is now
  const [loaded, setLoaded] = useState(record);
  const [text, setText] = useState(() => inlineText(field, record[field.source]));
  const [problem, setProblem] = useState<Problem | null>(null);
  const [saving, setSaving] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [reloaded, setReloaded] = useState(false);
  const toggled = useRef(false);

  const save = async (value: unknown) => {
    if (saving) return;
    if (!isInlineChange(loaded, field.source, value)) return onClose();
    const refused = notANumber(field, value)
      ? 'ra.validation.number'
      : validatorsFor(field, { settingPattern }).map((check) => check(value, { ...loaded, [field.source]: value })).find(Boolean);
    if (refused) {
      setProblem(typeof refused === 'string' ? { message: refused } : { message: refused.message, args: refused.args });
      return;
    }
    setSaving(true);
    setProblem(null);
    try {
      await update(
        def.name,
        { id: loaded.id, data: queue.data(inlineSaveData(def, loaded, field.source, value)), previousData: loaded },
        { mutationMode: queue.mutationMode('pessimistic'), returnPromise: true },
      );
      notify(queue.notice(noticeOf(def, 'updated')), { type: 'info', messageArgs: { smart_count: 1 } });
      onClose();
    } catch (error) {
      setProblem(problemOf(error, field.source));
      setReloaded(false);
      setSaving(false);
    }
  };

  // a yes/no changes with the click that opened it
  useEffect(() => {
    if (mode !== 'toggle' || toggled.current) return;
    toggled.current = true;
    void save(!loaded[field.source]);
  }, []);

  const reload = async () => {
    setReloading(true);
    try {
      // the row comes again with its current version; what the user typed stays in the input
      const answer = (await refetch()) as { data?: { data?: RaRecord[] } } | undefined;
      setLoaded(answer?.data?.data?.find((row) => String(row.id) === String(loaded.id)) ?? record);
      setProblem(null);
      setReloaded(true);
    } finally {
      setReloading(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // the editor's keys are its own, not the table's
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Enter' && mode === 'text' && !event.shiftKey) {
      event.preventDefault();
      void save(parseInlineText(field, text));
    }
  };

  const message = problem ? translate(problem.message, { _: problem.message, ...problem.args }) : reloaded ? translate('app.engine.inline.reloaded') : undefined;
  const helper = message && (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5, whiteSpace: 'normal' }}>
      <span role={problem ? 'alert' : 'status'}>{message}</span>
      {problem?.conflict && <ReloadButton label={translate('app.engine.inline.reload')} reloading={reloading} onClick={reload} />}
    </Box>
  );

  if (mode === 'toggle') {
    return (
      <Box data-inline-editor onKeyDown={onKeyDown} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Switch
            size="small"
            autoFocus
            checked={!loaded[field.source]}
            disabled={saving}
            onChange={() => void save(!loaded[field.source])}
            slotProps={{ input: { 'aria-label': label } }}
          />
          {saving && <CircularProgress size={16} aria-label={translate('app.engine.inline.saving')} />}
        </Box>
        {helper && <FormHelperText error={Boolean(problem)}>{helper}</FormHelperText>}
      </Box>
    );
  }

  const common = {
    size: 'small' as const,
    fullWidth: true,
    autoFocus: true,
    disabled: saving,
    error: Boolean(problem),
    helperText: helper,
    onKeyDown,
  };

  if (mode === 'choice') {
    const current = loaded[field.source];
    return (
      <Box data-inline-editor sx={{ minWidth: 140 }}>
        <TextField
          {...common}
          select
          value={current ?? ''}
          onChange={(event) => {
            const choice = field.choices?.find((item) => String(item.id) === String(event.target.value));
            void save(choice ? choice.id : event.target.value);
          }}
          slotProps={{
            htmlInput: { 'aria-label': label },
            select: {
              defaultOpen: true,
              // closed without a choice (Escape, a click elsewhere): nothing changes
              onClose: (event) => {
                if (!(event.target instanceof HTMLElement && event.target.closest('[role="option"]')) && !problem) onClose();
              },
            },
          }}
        >
          {(field.choices ?? []).map((choice) => (
            <MenuItem key={String(choice.id)} value={choice.id as string | number}>
              {translate(choice.name, { _: choice.name })}
            </MenuItem>
          ))}
        </TextField>
      </Box>
    );
  }

  return (
    <Box data-inline-editor sx={{ minWidth: 160 }}>
      <TextField
        {...common}
        value={text}
        type={field.kind === 'date' ? 'date' : 'text'}
        onChange={(event) => {
          setText(event.target.value);
          if (problem && !problem.conflict) setProblem(null);
        }}
        onFocus={(event) => event.target.select()}
        slotProps={{
          htmlInput: {
            'aria-label': label,
            'aria-description': translate('app.engine.inline.editing', { field: label }),
            inputMode: field.kind === 'number' ? 'decimal' : field.kind === 'email' ? 'email' : field.kind === 'url' ? 'url' : undefined,
          },
          input: { endAdornment: saving ? <CircularProgress size={16} aria-label={translate('app.engine.inline.saving')} /> : undefined },
        }}
      />
    </Box>
  );
};

// loaded on first use (lazy() wants a default export)
export default InlineEditor;
