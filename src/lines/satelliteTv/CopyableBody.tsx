import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

/** A formatted body (message or error) in a scrollable monospace block with a copy button. */
export function CopyableBody({ title, text, empty }: { title: string; text: string; empty?: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify('app.satelliteTv.copied', { type: 'info' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <Box sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle2" component="h3">{title}</Typography>
        {text && (
          <Tooltip title={translate('app.satelliteTv.copy')}>
            <IconButton size="small" aria-label={`${translate('app.satelliteTv.copy')}: ${title}`} onClick={() => void copy()}><ContentCopyIcon fontSize="small" /></IconButton>
          </Tooltip>
        )}
      </Box>
      {text ? (
        <Box
          component="pre" aria-label={title} tabIndex={0}
          sx={{ m: 0, p: 1, maxHeight: 260, overflow: 'auto', bgcolor: 'action.hover', borderRadius: 1, fontSize: 12, whiteSpace: 'pre' }}
        >
          {text}
        </Box>
      ) : <Typography variant="body2" color="text.secondary">{empty}</Typography>}
    </Box>
  );
}
