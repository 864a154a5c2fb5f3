import CloseIcon from '@mui/icons-material/Close';
import { Box, Dialog, DialogContent, DialogTitle, IconButton, LinearProgress, Tab, Tabs, useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import {
  useGetOne,
  CreateBase,
  EditBase,
  ResourceContextProvider,
  useEditContext,
  useNotify,
  useRefresh,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { savedValues } from './fieldRules';
import { LazyHistoryTab } from './history/LazyHistoryTab';
import { ResourceForm } from './ResourceForm';
import { ResourceShowBody } from './ResourceShow';
import { useEditSaving } from './saving/useEditSaving';
import { FormErrorsReportProvider, type FormErrorsSummary } from './tabs/formErrorsReport';
import { TabWithErrors } from './tabs/TabWithErrors';
import { noticeOf } from './rowRules';
import type { ResourceDef } from './types';
import type { OpenMode } from './useResourceAccess';
import type { DialogTarget } from './useRecordDialog';
import { useDefinition } from './useResourceDef';

/** Waits for the record before showing the form, so the inputs never flash empty. */
const LoadedForm = ({ children }: { children: ReactNode }) => {
  const { isPending } = useEditContext();
  const translate = useTranslate();
  return isPending ? <LinearProgress aria-label={translate('ra.page.loading')} sx={{ my: 4 }} /> : <>{children}</>;
};

/**
 * The form, then the resource's extra dialog tabs (e.g. a menu entry's permissions) with the loaded record, then
 * the record's History. The form's tab shows how many of its inputs are invalid, and a failed save (even one
 * answered while another tab is open) brings the form back.
 */
const EditWithTabs = ({ def, form }: { def: ResourceDef; form: ReactNode }) => {
  const translate = useTranslate();
  const { record } = useEditContext();
  const [current, setCurrent] = useState(0);
  const [formErrors, setFormErrors] = useState<FormErrorsSummary>({ invalid: 0, failedSaves: 0 });
  useEffect(() => {
    if (formErrors.failedSaves > 0) setCurrent(0);
  }, [formErrors.failedSaves]);
  const tabs = def.slots?.dialogTabs ?? [];
  if (!record) return <>{form}</>;
  const historyIndex = tabs.length + 1;
  const Current = current > 0 && current < historyIndex ? tabs[current - 1].component : null;
  return (
    <>
      <Tabs value={current} onChange={(_, index: number) => setCurrent(index)} variant="scrollable" allowScrollButtonsMobile sx={{ px: 2 }}>
        <TabWithErrors label="ra.action.edit" invalid={formErrors.invalid} />
        {tabs.map((tab) => (
          <Tab key={tab.label} label={translate(tab.label)} />
        ))}
        <Tab label={translate('app.engine.history.tab')} />
      </Tabs>
      {/* the form stays mounted (hidden) so switching tabs loses nothing typed */}
      <Box hidden={current !== 0}>
        <FormErrorsReportProvider value={setFormErrors}>{form}</FormErrorsReportProvider>
      </Box>
      {Current && <Current record={record as RaRecord & { id: Identifier }} />}
      {current === historyIndex && <LazyHistoryTab def={def} id={record.id} />}
    </>
  );
};

interface RecordDialogProps {
  resource: string;
  target: Exclude<DialogTarget, null>;
  onClose: () => void;
  /** values a new record always gets (e.g. the parent's id) */
  fixedValues?: Record<string, unknown>;
  /** 'show': read-only, for users who may view but not change */
  mode?: OpenMode;
  /** the parent record of a child resource, passed to its get (`parentParam`) */
  parentId?: Identifier;
  /** opens the dialog again on a record whose optimistic or undoable save the server refused */
  onReopen?: (id: Identifier) => void;
}

/**
 * Create or edit a record of any resource in a dialog, with its generated form; the list refreshes after.
 * A resource with `afterSave: 'stay'` keeps the dialog open on the new record after its creation, so its
 * dialog tabs (which need the id) become available.
 */
export const RecordDialog = ({ resource, target: initialTarget, onClose, fixedValues = {}, mode = 'edit', parentId, onReopen }: RecordDialogProps) => {
  const def = useDefinition(resource);
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [target, setTarget] = useState(initialTarget);
  const isNew = target === 'new';
  const done = (message: string, undoable = false) => () => {
    notify(message, { type: 'info', messageArgs: { smart_count: 1 }, undoable });
    refresh();
    onClose();
  };
  const saving = useEditSaving({
    def,
    id: target,
    onSaved: () => done(saving.notice(noticeOf(def, 'updated')), saving.mutationMode === 'undoable')(),
    closesOnSave: true,
    // optimistic and undoable saves have closed the dialog when the server refuses: open it again
    reopen: () => onReopen?.(target),
  });
  const created = (record: RaRecord) => {
    if (def.afterSave !== 'stay') return done(noticeOf(def, 'created'))();
    notify(noticeOf(def, 'created'), { type: 'info', messageArgs: { smart_count: 1 } });
    refresh();
    setTarget(record.id);
  };
  const name = translate(`resources.${resource}.name`, { smart_count: 1 });
  const titleKey = isNew ? 'ra.page.create' : mode === 'show' ? 'ra.page.show' : 'ra.page.edit';
  // dialogTitle 'record': the record's name in the title (the same query as the form's EditBase: no second request)
  const byRecord = def.dialogTitle === 'record' && !isNew;
  const { data: loaded } = useGetOne(resource, { id: target, meta: { parentId } }, { enabled: byRecord });
  const representation = byRecord && loaded ? String(loaded[def.recordRepresentation] ?? '') : '';
  const title = (representation || translate(titleKey, { name, recordRepresentation: '' })).trim();
  const form = <ResourceForm key={String(target)} isNew={isNew} onCancel={onClose} onDeleted={done(noticeOf(def, 'deleted'))} />;
  return (
    <ResourceContextProvider value={def.name}>
      <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="record-dialog-title">
        <DialogTitle id="record-dialog-title" sx={{ pr: 6 }}>
          {title}
          <IconButton aria-label={translate('ra.action.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent sx={{ p: 0 }}>
          {mode === 'show' && !isNew ? (
            <ResourceShowBody id={target} parentId={parentId} />
          ) : isNew ? (
            <CreateBase
              // the fixed values (the parent's id) are in the form too, for inputs that depend on them
              record={fixedValues}
              redirect={false}
              transform={(data) => ({ ...savedValues(def, data), ...fixedValues })}
              mutationOptions={{ onSuccess: created }}
            >
              {form}
            </CreateBase>
          ) : (
            <EditBase
              id={target}
              queryOptions={{ meta: { parentId } }}
              redirect={false}
              mutationMode={saving.mutationMode}
              transform={saving.transform}
              mutationOptions={saving.mutationOptions}
            >
              <LoadedForm>
                <EditWithTabs def={def} form={form} />
              </LoadedForm>
            </EditBase>
          )}
        </DialogContent>
      </Dialog>
    </ResourceContextProvider>
  );
};
