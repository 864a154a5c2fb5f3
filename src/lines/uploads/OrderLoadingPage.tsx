import { Box, Paper, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { ORDER_LOADING_CODE } from '../../../contracts/endpoints/processUpload';
import type { UploadsDataProvider } from './calls';
import { OrderResults } from './OrderResults';
import { SpreadsheetPicker } from './SpreadsheetPicker';
import { useSpreadsheetUpload } from './useSpreadsheetUpload';

/**
 * Order loading (spec 01 §2.2, §4; spec 04 §2 (9)): pick a file, Upload, and the import follows by itself.
 * /Upload/components/BoldOrderLoading sends the fixed code (UploadFileCode?Code); /MobileOperator/OrderLoading?code=
 * sends its code as the type (UploadFile?id={code}).
 */
export function OrderLoadingPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<UploadsDataProvider>();
  const [params] = useSearchParams();
  const code = Number(params.get('code'));
  const upload = useSpreadsheetUpload((file, options) =>
    Number.isInteger(code) && code > 0 ? dataProvider.previewUpload(code, file, options) : dataProvider.previewUploadByCode(ORDER_LOADING_CODE, file, options));
  const { state } = upload;

  const send = async () => {
    const preview = await upload.upload();
    if (!preview) return;
    const result = await upload.importRows(preview, false);
    if (result) notify('app.uploads.orderSuccess', { type: 'success' });
    else notify('app.uploads.orderFailure', { type: 'error' });
  };
  const rows = 'result' in state && state.result ? state.result.rows : undefined;
  return (
    <Box p={{ xs: 1, sm: 2 }} display="flex" flexDirection="column" gap={2}>
      <Title title={translate('app.uploads.orderLoadingTitle')} />
      <Paper sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">{translate('app.uploads.orderHint')}</Typography>
        <SpreadsheetPicker upload={upload} onUpload={() => void send()} />
        {state.step === 'failed' && (
          <Typography color="error" role="alert">{`${translate('app.uploads.orderFailure')}: ${state.message}`}</Typography>
        )}
        {state.step === 'imported' && <Typography color="success.main" role="status">{translate('app.uploads.orderSuccess')}</Typography>}
      </Paper>
      {(state.step === 'imported' || state.step === 'failed') && (
        <Paper sx={{ p: { xs: 1, sm: 2 } }}>
          <OrderResults rows={rows ?? []} />
        </Paper>
      )}
    </Box>
  );
}
