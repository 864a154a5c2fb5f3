import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { Avatar, Link, List, ListItem, ListItemAvatar, ListItemText, Skeleton, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatBytes, isImageType, typeLabel } from './fileRules';
import { RemoveFileButton } from './RemoveFileButton';
import type { ListedFile, StoredFile } from './useAttachments';

interface StoredFileListProps {
  files: ListedFile[];
  isLoading: boolean;
  /** i18n key shown when there is no file */
  empty?: string;
  /** thumbnail side in px: larger for a single slot (an icon), small in a list of documents */
  thumbnailSize: number;
  canRemove: boolean;
  removing: boolean;
  onRemove: (file: StoredFile, onRemoved: () => void) => void;
}

const Thumbnail = ({ file, size }: { file: ListedFile; size: number }) =>
  isImageType(file.type, file.name) ? (
    <Avatar variant="rounded" src={file.href} alt={file.name} sx={{ width: size, height: size, bgcolor: 'grey.100' }} />
  ) : (
    <Avatar variant="rounded" sx={{ width: size, height: size, bgcolor: 'grey.100', color: 'text.secondary' }}>
      <InsertDriveFileOutlinedIcon />
    </Avatar>
  );

/**
 * The stored files of a slot: a thumbnail for images, the name as a download link (the url with the token,
 * since a link cannot send the bearer header), type and size, and remove behind a confirmation.
 */
export const StoredFileList = (props: StoredFileListProps) => {
  const { files, isLoading, empty, thumbnailSize, canRemove, removing, onRemove } = props;
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (isLoading) {
    return <Skeleton variant="rounded" height={thumbnailSize + 16} aria-label={translate('ra.page.loading')} sx={{ my: 1 }} />;
  }
  if (files.length === 0) {
    return empty ? (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
        {translate(empty)}
      </Typography>
    ) : null;
  }
  return (
    <List dense aria-label={translate('app.attachments.stored_title')}>
      {files.map((file, index) => {
        const details = [typeLabel(file.name, file.type), file.size !== undefined ? formatBytes(file.size, locale) : null];
        return (
          <ListItem
            key={file.id}
            divider={index < files.length - 1}
            secondaryAction={canRemove ? <RemoveFileButton file={file} removing={removing} onRemove={onRemove} /> : undefined}
            sx={{ pr: canRemove ? 7 : 2 }}
          >
            <ListItemAvatar sx={{ minWidth: thumbnailSize + 16 }}>
              <Thumbnail file={file} size={thumbnailSize} />
            </ListItemAvatar>
            <ListItemText
              primary={
                <Link href={file.href} download={file.name} target="_blank" rel="noopener" title={translate('app.attachments.open', { name: file.name })}>
                  {file.name}
                </Link>
              }
              secondary={<span title={file.type}>{details.filter(Boolean).join(' · ')}</span>}
              slotProps={{ primary: { noWrap: true } }}
            />
          </ListItem>
        );
      })}
    </List>
  );
};
