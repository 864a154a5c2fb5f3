import EditNoteIcon from '@mui/icons-material/EditNote';
import { Box, LinearProgress, Typography } from '@mui/material';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { BulkActionsToolbar, Button, useDataProvider, useListContext, useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { onFirstScreenDrawn } from '../../boot/whenIdle';
import { lazyComponent } from '../lazyComponent';
import type { ResourceDef } from '../types';
import { useResourceAccess } from '../useResourceAccess';
import { BULK_MAX_ROWS } from './bulkLogic';
import { knownRow, readAllMatching, rememberRows } from './bulkSelection';

type DialogModule = typeof import('./BulkEditDialog');
/** The editor loads when first opened: a list's first screen carries none of it. */
const BulkEditDialog = lazyComponent<Parameters<DialogModule['BulkEditDialog']>[0], DialogModule>(() => import('./BulkEditDialog'), 'BulkEditDialog');

/**
 * The editor's code comes once the list is drawn, for users who may edit it: the rows can then be bulk edited if the
 * connection drops (issue 51), as a cell can (InlineCell.tsx).
 */
const usePreloadedEditor = (canEdit: boolean) =>
  useEffect(() => (canEdit ? onFirstScreenDrawn(() => void BulkEditDialog.preload().catch(() => undefined)) : undefined), [canEdit]);

type Progress = { done: number; total: number };

const SelectingProgress = ({ progress }: { progress: Progress }) => {
  const translate = useTranslate();
  const label = translate('app.engine.bulk.selecting', { done: progress.done, total: progress.total });
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 1, minWidth: 160 }}>
      <LinearProgress variant="determinate" value={progress.total ? (100 * progress.done) / progress.total : 0} aria-label={label} sx={{ width: 80 }} />
      <Typography variant="body2">{label}</Typography>
    </Box>
  );
};

/**
 * "Select all N": every row the list's filter matches, not only the page shown (react-admin's SelectAllButton stops
 * at 250 and asks for them in one call); the rows are read in pages with progress, at most BULK_MAX_ROWS.
 */
export const SelectAllMatchingButton = ({ def }: { def: ResourceDef }) => {
  const { total, selectedIds, data, filterValues, sort, onSelect } = useListContext();
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const [progress, setProgress] = useState<Progress | null>(null);
  if (progress) return <SelectingProgress progress={progress} />;
  if (total === undefined || selectedIds.length >= Math.min(total, BULK_MAX_ROWS)) return null;
  // a set, not includes() per row: on a page of 50,000 rows that is 50,000 look-ups, not billions of comparisons
  const selected = new Set(selectedIds);
  if (!data?.every((record) => selected.has(record.id))) return null;
  const tooMany = total > BULK_MAX_ROWS;
  const selectAll = async () => {
    setProgress({ done: 0, total: Math.min(total, BULK_MAX_ROWS) });
    try {
      const ids = await readAllMatching(dataProvider, def, { filter: filterValues, sort, total, onProgress: (done, all) => setProgress({ done, total: all }) });
      onSelect(ids);
      if (tooMany) notify('app.engine.bulk.too_many', { type: 'warning', messageArgs: { max: BULK_MAX_ROWS.toLocaleString() } });
    } catch (error) {
      notify('app.engine.bulk.select_failed', { type: 'error', messageArgs: { error: error instanceof Error ? error.message : String(error) } });
    } finally {
      setProgress(null);
    }
  };
  return (
    <Button
      label={tooMany ? translate('app.engine.bulk.select_max', { max: BULK_MAX_ROWS.toLocaleString() }) : translate('app.engine.bulk.select_all', { smart_count: total })}
      onClick={selectAll}
      type="button"
    />
  );
};

/** "Edit selected (n)": opens the bulk editor on the selected rows, for users who may edit the list (W). */
export const BulkEditButton = ({ def }: { def: ResourceDef }) => {
  const { selectedIds, data, onUnselectItems } = useListContext();
  const { canEdit } = useResourceAccess(def.name);
  const translate = useTranslate();
  const refresh = useRefresh();
  const [open, setOpen] = useState<Identifier[] | null>(null);
  usePreloadedEditor(canEdit);
  const start = () => {
    // the rows on the page are read now: their versions are those the user sees
    rememberRows(def.name, data ?? [], def.recordRepresentation);
    setOpen([...selectedIds]);
  };
  return (
    <>
      {canEdit && selectedIds.length > 0 && (
        <Button label={translate('app.engine.bulk.edit_selected', { smart_count: selectedIds.length })} onClick={start} onMouseEnter={() => void BulkEditDialog.preload()}>
          <EditNoteIcon />
        </Button>
      )}
      {open && (
        <BulkEditDialog
          def={def}
          ids={open}
          rowOf={(id) => knownRow(def.name, id)}
          onApplied={() => {
            onUnselectItems();
            refresh();
          }}
          onQueued={onUnselectItems}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
};

/** The list's bulk toolbar with "Select all N" and "Edit selected (n)" beside the list's other bulk actions. */
export const BulkEditToolbar = ({ def, children }: { def: ResourceDef; children?: ReactNode }) => (
  <BulkActionsToolbar selectAllButton={<SelectAllMatchingButton def={def} />}>
    {children}
    <BulkEditButton def={def} />
  </BulkActionsToolbar>
);

/**
 * Phones list rows without checkboxes (react-admin's SimpleList): "Edit all (N)" opens the bulk editor on every row
 * the list's filter matches (read in pages with progress, at most BULK_MAX_ROWS), for users who may edit it.
 */
export const PhoneBulkEditButton = ({ def }: { def: ResourceDef }) => {
  const { total, filterValues, sort } = useListContext();
  const { canEdit } = useResourceAccess(def.name);
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<Progress | null>(null);
  const [open, setOpen] = useState<{ ids: Identifier[]; notRead: number } | null>(null);
  usePreloadedEditor(canEdit);
  if (!canEdit || !total) return null;
  const start = async () => {
    const dialog = BulkEditDialog.preload();
    dialog.catch(() => undefined);
    if (!onlineManager.isOnline()) {
      // offline (issue 51): the matching rows this device read; the others are counted, not listed
      const ids = ((await dialog) as DialogModule).offlineMatchingIds(queryClient, def.name, filterValues);
      setOpen({ ids, notRead: Math.max(0, Math.min(total, BULK_MAX_ROWS) - ids.length) });
      return;
    }
    setProgress({ done: 0, total: Math.min(total, BULK_MAX_ROWS) });
    try {
      setOpen({ ids: await readAllMatching(dataProvider, def, { filter: filterValues, sort, total, onProgress: (done, all) => setProgress({ done, total: all }) }), notRead: 0 });
      if (total > BULK_MAX_ROWS) notify('app.engine.bulk.too_many', { type: 'warning', messageArgs: { max: BULK_MAX_ROWS.toLocaleString() } });
    } catch (error) {
      notify('app.engine.bulk.select_failed', { type: 'error', messageArgs: { error: error instanceof Error ? error.message : String(error) } });
    } finally {
      setProgress(null);
    }
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', px: 1, pb: 0.5 }}>
      {progress ? (
        <SelectingProgress progress={progress} />
      ) : (
        <Button label={translate('app.engine.bulk.edit_all', { smart_count: Math.min(total, BULK_MAX_ROWS) })} onClick={start}>
          <EditNoteIcon />
        </Button>
      )}
      {open && <BulkEditDialog def={def} ids={open.ids} notRead={open.notRead} rowOf={(id) => knownRow(def.name, id)} onApplied={refresh} onClose={() => setOpen(null)} />}
    </Box>
  );
};
