import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { UploadPreview } from '../../../contracts/endpoints/processUpload';
import type { UploadsDataProvider } from './calls';
import type { SpreadsheetUpload } from './useSpreadsheetUpload';
import { NeedsConnection } from '../../engine/offline/NeedsConnection';
import { useOnline } from '../../engine/offline/useOnline';

/**
 * Import of a previewed file: all or nothing when every row is valid; with errors, Import asks first whether to
 * import only the valid rows, naming how many are left out. Then the result, and the rows left out as .xlsx.
 */
export function ImportPanel({ upload, preview }: { upload: SpreadsheetUpload; preview: UploadPreview }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<UploadsDataProvider>();
  const [locale] = useLocaleState();
  const [confirming, setConfirming] = useState(false);
  const { state } = upload;
  const { valid, invalid } = preview.summary;
  const online = useOnline();

  const download = async () => {
    const url = await dataProvider.fileUrl(await dataProvider.leftOutUrl(preview.resp, locale));
    window.location.assign(url);
  };

  if (state.step === 'imported') {
    const { written, leftOut } = state.result;
    return (
      <Alert severity="success" role="status" action={<Button color="inherit" size="small" onClick={upload.reset}>{translate('app.uploads.newUpload')}</Button>}>
        {translate(leftOut > 0 ? 'app.uploads.writtenLeftOut' : 'app.uploads.written', { written, leftOut })}
        {leftOut > 0 && (
          <Box mt={1}>
            <Button variant="outlined" size="small" onClick={download}>{translate('app.uploads.downloadLeftOut')}</Button>
          </Box>
        )}
      </Alert>
    );
  }
  const importing = state.step === 'importing';
  return (
    <Box display="flex" flexDirection="column" gap={1}>
      {state.step === 'failed' && <Alert severity="error">{state.message}</Alert>}
      {/* the rows are imported by the server: offline, the import waits (issue 51) */}
      <NeedsConnection />
      <Box>
        <Button
          variant="contained"
          disabled={importing || valid === 0 || !online}
          startIcon={importing ? <CircularProgress size={16} color="inherit" /> : undefined}
          onClick={() => (invalid > 0 ? setConfirming(true) : upload.importRows(preview, false))}
        >
          {translate(importing ? 'app.uploads.importing' : 'app.uploads.import')}
        </Button>
      </Box>
      <Confirm
        isOpen={confirming}
        title="app.uploads.confirmTitle"
        content="app.uploads.confirmBody"
        translateOptions={{ invalid, valid, smart_count: invalid }}
        confirm="app.uploads.confirmAction"
        onConfirm={() => {
          setConfirming(false);
          void upload.importRows(preview, true);
        }}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
