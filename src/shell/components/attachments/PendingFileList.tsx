import CloseIcon from '@mui/icons-material/Close';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { Box, Button, IconButton, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useId } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatBytes } from './fileRules';
import type { PendingFile } from './usePendingFiles';

interface PendingFileListProps {
  files: PendingFile[];
  disabled: boolean;
  onRemove: (key: string) => void;
  onUpload: () => void;
}

/** The files waiting to be sent: name and size, each can be taken off; Upload sends them all in one request. */
export const PendingFileList = ({ files, disabled, onRemove, onUpload }: PendingFileListProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const titleId = useId();
  if (files.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle2" sx={{ mt: 2 }}>
        {translate('app.attachments.pending_title', { smart_count: files.length })}
      </Typography>
      <List dense aria-labelledby={titleId}>
        {files.map(({ key, file }) => (
          <ListItem
            key={key}
            divider
            secondaryAction={
              <IconButton
                edge="end"
                disabled={disabled}
                aria-label={translate('app.attachments.remove_pending', { name: file.name })}
                title={translate('app.attachments.remove_pending', { name: file.name })}
                onClick={() => onRemove(key)}
              >
                <CloseIcon />
              </IconButton>
            }
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <InsertDriveFileOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText
              primary={file.name}
              secondary={formatBytes(file.size, locale)}
              slotProps={{ primary: { noWrap: true, title: file.name } }}
            />
          </ListItem>
        ))}
      </List>
      <Box display="flex" justifyContent="flex-end" mt={1}>
        <Button variant="contained" startIcon={<CloudUploadIcon />} disabled={disabled} onClick={onUpload}>
          {translate('app.attachments.upload')}
        </Button>
      </Box>
    </Box>
  );
};
