import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A determinate bar while files are sent, with the percentage and a Cancel button. */
export const UploadProgress = ({ progress, onCancel }: { progress: number; onCancel: () => void }) => {
  const translate = useTranslate();
  const percent = Math.round(progress * 100);
  const label = translate('app.attachments.uploading', { percent });
  return (
    <Box display="flex" alignItems="center" gap={2} my={2}>
      <Box flex={1} minWidth={0}>
        <Typography variant="body2" gutterBottom>
          {label}
        </Typography>
        <LinearProgress variant="determinate" value={percent} aria-label={label} />
      </Box>
      <Button size="small" color="inherit" onClick={onCancel}>
        {translate('app.attachments.cancel_upload')}
      </Button>
    </Box>
  );
};
