import { Alert, Box, Paper, Typography } from '@mui/material';
import { useId, useMemo } from 'react';
import { useCanAccess, useLocaleState, useTranslate, type Identifier } from 'react-admin';
import { DropArea } from './DropArea';
import { DEFAULT_MAX_BYTES, formatBytes, MAX_FILES_PER_UPLOAD, type FileRules } from './fileRules';
import { PendingFileList } from './PendingFileList';
import { StoredFileList } from './StoredFileList';
import { UploadProgress } from './UploadProgress';
import { useAttachments } from './useAttachments';
import { usePendingFiles } from './usePendingFiles';

/** The texts of a slot, as i18n keys. */
export interface AttachmentSlotLabels {
  title: string;
  /** shown when nothing is stored (and no drop area says so) */
  empty?: string;
}

export interface AttachmentSlotProps {
  /** the record the files belong to (e.g. the database id) */
  ownerId: Identifier;
  /** the server's table of this slot, e.g. DataBasesObjectIcon */
  tableName: string;
  /** false: one file, sent as soon as it is chosen, and the drop area hides once the slot holds it (spec 01 §4) */
  multiple?: boolean;
  /** accepted extensions, without the dot */
  accept: string[];
  maxBytes?: number;
  labels: AttachmentSlotLabels;
  /**
   * the resource whose flags guard the slot: W (canAccess 'edit') to upload; W and D ('delete', which the server
   * checks on Upload/DeleteFile) to remove
   */
  resource: string;
}

/**
 * A record's files in one table: what is stored (thumbnails, download links, remove), and, for a user allowed to
 * write, a drop area. A multiple slot gathers chosen files in a pending list sent with Upload; a single slot sends
 * its file at once. Files refused before sending (type, size) are never sent and their messages stay in view.
 */
export const AttachmentSlot = ({ ownerId, tableName, multiple = false, accept, maxBytes = DEFAULT_MAX_BYTES, labels, resource }: AttachmentSlotProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const titleId = useId();
  const { canAccess: canWrite } = useCanAccess({ action: 'edit', resource });
  const { canAccess: canDelete } = useCanAccess({ action: 'delete', resource });
  const attachments = useAttachments(ownerId, tableName);
  const rules = useMemo<FileRules>(
    () => ({ accept, maxBytes, maxCount: multiple ? MAX_FILES_PER_UPLOAD : 1, locale }),
    [accept, maxBytes, multiple, locale],
  );
  const pending = usePendingFiles(rules);

  const busy = attachments.isUploading;
  const filled = !multiple && attachments.files.length > 0;
  const showDropArea = canWrite === true && !attachments.isLoading && !attachments.loadError && !filled;
  const onFiles = (chosen: File[]) => {
    const stored = attachments.files.map((file) => file.name);
    if (multiple) return pending.add(chosen, stored);
    const [file] = pending.admit(chosen, [], stored);
    if (file) attachments.uploadFiles([file]);
  };
  const hint = translate('app.attachments.hint', { allowed: accept.join(', '), limit: formatBytes(maxBytes, locale) });

  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} data-testid={`attachments-${tableName}`}>
      <Typography id={titleId} variant="subtitle1" component="h3" gutterBottom>
        {translate(labels.title)}
      </Typography>
      {attachments.loadError ? (
        <Alert severity="error">{translate(attachments.loadError.message, { _: attachments.loadError.message })}</Alert>
      ) : (
        <StoredFileList
          files={attachments.files}
          isLoading={attachments.isLoading}
          empty={showDropArea && !multiple ? undefined : labels.empty}
          thumbnailSize={multiple ? 40 : 72}
          canRemove={canWrite === true && canDelete === true}
          removing={attachments.isRemoving}
          onRemove={attachments.removeFile}
        />
      )}
      {pending.refusals.length > 0 && (
        <Alert severity="error" onClose={pending.dismissRefusals} sx={{ my: 1 }}>
          {pending.refusals.map((refusal, index) => (
            <Box key={index}>{translate(refusal.message, refusal.args)}</Box>
          ))}
        </Alert>
      )}
      {showDropArea && <DropArea accept={accept} multiple={multiple} disabled={busy} hint={hint} labelledBy={titleId} onFiles={onFiles} />}
      {busy && attachments.progress !== null && <UploadProgress progress={attachments.progress} onCancel={attachments.cancelUpload} />}
      {multiple && canWrite && (
        <PendingFileList
          files={pending.files}
          disabled={busy}
          onRemove={pending.remove}
          onUpload={() => attachments.uploadFiles(pending.files.map((item) => item.file), pending.clear)}
        />
      )}
    </Paper>
  );
};
