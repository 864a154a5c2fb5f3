import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, ImageList, ImageListItem, ImageListItemBar, LinearProgress, Link, List, ListItem, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { OrderDetails } from '../calls';
import { serverMessage } from '../useOrderAction';
import { orderDetailsKey } from '../useOrderDetails';
import type { TechnicianDataProvider } from './calls';

const isImage = (type: string) => type.startsWith('image/');

/**
 * One kind of an order's files with an upload button: Fotos in the repair modal (pictures previewed), Documentos
 * in the quality control. The list is the details' (reloaded after an upload); the server sniffs each file's type.
 */
export function OrderFilesTab({ details, kind, addLabel, emptyLabel }: {
  details: OrderDetails; kind: 'Fotos' | 'Documentos'; addLabel: string; emptyLabel: string;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<TechnicianDataProvider>();
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const files = details.files.filter((file) => file.kind === kind);
  const images = files.filter((file) => isImage(file.type));
  const others = files.filter((file) => !isImage(file.type));

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      const answer = await dataProvider.uploadOrderFiles(details.orderId, kind, [file]);
      notify(answer.message, { type: 'success', messageArgs: { _: answer.message } });
      await queryClient.invalidateQueries({ queryKey: orderDetailsKey(details.orderId) });
    } catch (error) {
      const message = serverMessage(error);
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setUploading(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={uploading}>
          {uploading ? translate('app.repairTechnician.photos.adding') : addLabel}
          <input hidden type="file" accept={kind === 'Fotos' ? 'image/*' : 'image/*,application/pdf'} aria-label={addLabel} onChange={(event) => void upload(event)} />
        </Button>
      </Box>
      {uploading && <LinearProgress />}
      {files.length === 0 && <Typography color="text.secondary">{emptyLabel}</Typography>}
      {images.length > 0 && (
        <ImageList cols={3} gap={8} sx={{ m: 0 }} data-testid={`files-${kind}`}>
          {images.map((file) => (
            <ImageListItem key={file.id}>
              <Link href={file.url} target="_blank" rel="noopener" aria-label={translate('app.repairTechnician.photos.open', { name: file.name })}>
                <img src={file.url} alt={file.name} loading="lazy" style={{ width: '100%', height: 120, objectFit: 'cover', borderRadius: 4 }} />
              </Link>
              <ImageListItemBar title={file.name} position="below" sx={{ '& .MuiImageListItemBar-title': { fontSize: 12 } }} />
            </ImageListItem>
          ))}
        </ImageList>
      )}
      {others.length > 0 && (
        <List dense>
          {others.map((file) => (
            <ListItem key={file.id}><Link href={file.url} download={file.name} target="_blank" rel="noopener">{file.name}</Link></ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
