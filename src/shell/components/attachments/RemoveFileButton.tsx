import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { IconButton } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import type { StoredFile } from './useAttachments';

interface RemoveFileButtonProps {
  file: StoredFile;
  removing: boolean;
  onRemove: (file: StoredFile, onRemoved: () => void) => void;
}

/** Removes a stored file after the user confirms it in react-admin's Confirm dialog. */
export const RemoveFileButton = ({ file, removing, onRemove }: RemoveFileButtonProps) => {
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const label = translate('app.attachments.remove', { name: file.name });
  return (
    <>
      <IconButton edge="end" aria-label={label} title={label} onClick={() => setAsking(true)} disabled={removing}>
        <DeleteOutlineIcon />
      </IconButton>
      <Confirm
        isOpen={asking}
        loading={removing}
        title="app.attachments.confirm_remove_title"
        content="app.attachments.confirm_remove_content"
        translateOptions={{ name: file.name }}
        confirm="app.attachments.confirm_remove"
        confirmColor="warning"
        onConfirm={() => onRemove(file, () => setAsking(false))}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
