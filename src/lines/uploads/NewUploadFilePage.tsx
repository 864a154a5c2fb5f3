import { Alert, Box, Button, Paper } from '@mui/material';
import { useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { UploadsDataProvider } from './calls';
import { SpreadsheetPicker } from './SpreadsheetPicker';
import { UploadTypeSelect } from './UploadTypeSelect';
import { useMyUploadTypes } from './useMyUploadTypes';
import { useSpreadsheetUpload } from './useSpreadsheetUpload';

/**
 * The background upload (spec 01 §2.2 "through a blob-storage step"): the file is stored and queued; its
 * processing is reported by the notifications of the shell (PENDING → PENDING... → COMPLETE or ERROR), live.
 */
export function NewUploadFilePage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<UploadsDataProvider>();
  const types = useMyUploadTypes();
  const [typeId, setTypeId] = useState(0);
  const type = types.data?.find((t) => t.idUploadFile === typeId);
  const upload = useSpreadsheetUpload((file, options) => dataProvider.queueUpload(type!, file, options));
  const { state } = upload;
  return (
    <Box p={{ xs: 1, sm: 2 }}>
      <Title title={translate('app.uploads.backgroundTitle')} />
      <Paper sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <UploadTypeSelect types={types.data} value={typeId} onChange={(id) => { setTypeId(id); upload.reset(); }} disabled={state.step === 'uploading'} />
        {state.step === 'previewed' ? (
          <Alert severity="info" role="status" action={<Button color="inherit" size="small" onClick={upload.reset}>{translate('app.uploads.newUpload')}</Button>}>
            {translate('app.uploads.queued')}
          </Alert>
        ) : (
          type && <SpreadsheetPicker upload={upload} onUpload={() => void upload.upload()} label="app.uploads.queue" />
        )}
        {state.step === 'failed' && <Alert severity="error">{state.message}</Alert>}
      </Paper>
    </Box>
  );
}
