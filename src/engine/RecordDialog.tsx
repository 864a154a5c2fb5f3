import CloseIcon from '@mui/icons-material/Close';
import { Dialog, DialogContent, DialogTitle, IconButton, LinearProgress, useMediaQuery, type Theme } from '@mui/material';
import { useState, type ReactNode } from 'react';
import {
  CreateBase,
  EditBase,
  ResourceContextProvider,
  useEditContext,
  useNotify,
  useRefresh,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { getResource } from '../../resources';
import { ResourceForm } from './ResourceForm';
import { ResourceShowBody } from './ResourceShow';
import type { OpenMode } from './useResourceAccess';

/** Which record a dialog shows: 'new' for a creation, null when closed. */
export type DialogTarget = Identifier | 'new' | null;

export const useRecordDialog = () => {
  const [target, setTarget] = useState<DialogTarget>(null);
  const [mode, setMode] = useState<OpenMode>('edit');
  return {
    target,
    mode,
    openCreate: () => setTarget('new'),
    open: (id: Identifier, how: OpenMode) => {
      setMode(how);
      setTarget(id);
    },
    close: () => setTarget(null),
  };
};

/** Waits for the record before showing the form, so the inputs never flash empty. */
const LoadedForm = ({ children }: { children: ReactNode }) => {
  const { isPending } = useEditContext();
  return isPending ? <LinearProgress aria-label="loading" sx={{ my: 4 }} /> : <>{children}</>;
};

interface RecordDialogProps {
  resource: string;
  target: Exclude<DialogTarget, null>;
  onClose: () => void;
  /** values a new record always gets (e.g. the parent's id) */
  fixedValues?: Record<string, unknown>;
  /** 'show': read-only, for users who may view but not change */
  mode?: OpenMode;
}

/** Create or edit a record of any resource in a dialog, with its generated form; the list refreshes after. */
export const RecordDialog = ({ resource, target, onClose, fixedValues = {}, mode = 'edit' }: RecordDialogProps) => {
  const def = getResource(resource)!;
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const isNew = target === 'new';
  const done = (message: string) => () => {
    notify(message, { type: 'info', messageArgs: { smart_count: 1 } });
    refresh();
    onClose();
  };
  const name = translate(`resources.${resource}.name`, { smart_count: 1 });
  const titleKey = isNew ? 'ra.page.create' : mode === 'show' ? 'ra.page.show' : 'ra.page.edit';
  const title = translate(titleKey, { name, recordRepresentation: '' }).trim();
  const form = <ResourceForm isNew={isNew} onCancel={onClose} onDeleted={done('ra.notification.deleted')} />;
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
            <ResourceShowBody id={target} />
          ) : isNew ? (
            <CreateBase
              redirect={false}
              transform={(data) => ({ ...data, ...fixedValues })}
              mutationOptions={{ onSuccess: done('ra.notification.created') }}
            >
              {form}
            </CreateBase>
          ) : (
            <EditBase id={target} redirect={false} mutationMode="pessimistic" mutationOptions={{ onSuccess: done('ra.notification.updated') }}>
              <LoadedForm>{form}</LoadedForm>
            </EditBase>
          )}
        </DialogContent>
      </Dialog>
    </ResourceContextProvider>
  );
};
