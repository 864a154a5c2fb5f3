import { Alert, Box, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { UploadsDataProvider } from './calls';
import { ImportPanel } from './ImportPanel';
import { PreviewTable } from './PreviewTable';
import { SpreadsheetPicker } from './SpreadsheetPicker';
import { UploadTypeSelect } from './UploadTypeSelect';
import { useMyUploadTypes } from './useMyUploadTypes';
import { useSpreadsheetUpload } from './useSpreadsheetUpload';

/** Upload (spec 01 §2.2, §4): type, spreadsheet, Upload → preview with a message per bad cell → Import. */
export function UploadFilePage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<UploadsDataProvider>();
  const types = useMyUploadTypes();
  const [typeId, setTypeId] = useState(0);
  const upload = useSpreadsheetUpload((file, options) => dataProvider.previewUpload(typeId, file, options));
  const { state } = upload;
  const preview = 'preview' in state ? state.preview : undefined;
  const busy = state.step === 'uploading' || state.step === 'importing';
  return (
    <Box p={{ xs: 1, sm: 2 }} display="flex" flexDirection="column" gap={2}>
      <Title title={translate('app.uploads.uploadTitle')} />
      <Paper sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {types.isError && <Alert severity="error">{String((types.error as Error).message)}</Alert>}
        <UploadTypeSelect types={types.data} value={typeId} onChange={(id) => { setTypeId(id); upload.reset(); }} disabled={busy} />
        {typeId === 0 ? (
          <Typography variant="body2" color="text.secondary">{translate('app.uploads.chooseTypeFirst')}</Typography>
        ) : (
          !preview && <SpreadsheetPicker upload={upload} onUpload={() => void upload.upload()} />
        )}
        {state.step === 'failed' && !preview && <Alert severity="error">{state.message}</Alert>}
      </Paper>
      {preview && (
        <Paper sx={{ p: { xs: 1, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <PreviewTable preview={preview} />
          <ImportPanel upload={upload} preview={preview} />
        </Paper>
      )}
    </Box>
  );
}
