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

/** Which record a dialog edits: 'new' for a creation, null when closed. */
export type DialogTarget = Identifier | 'new' | null;

export const useRecordDialog = () => {
  const [target, setTarget] = useState<DialogTarget>(null);
  return {
    target,
    openCreate: () => setTarget('new'),
    openEdit: (id: Identifier) => setTarget(id),
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
}

/** Create or edit a record of any resource in a dialog, with its generated form; the list refreshes after. */
export const RecordDialog = ({ resource, target, onClose, fixedValues = {} }: RecordDialogProps) => {
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
  const title = translate(isNew ? 'ra.page.create' : 'ra.page.edit', { name, recordRepresentation: '' }).trim();
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
          {isNew ? (
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
