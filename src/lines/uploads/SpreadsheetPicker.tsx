import { Box, Button, Typography } from '@mui/material';
import { useId } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { DropArea } from '../../shell/components/attachments/DropArea';
import { formatBytes } from '../../shell/components/attachments/fileRules';
import { UploadProgress } from '../../shell/components/attachments/UploadProgress';
import { SPREADSHEET_EXTENSIONS } from './spreadsheetFile';
import type { SpreadsheetUpload } from './useSpreadsheetUpload';

/** Drop or pick one spreadsheet, then Upload: a progress bar with Cancel while it is sent. */
export function SpreadsheetPicker<P>({ upload, onUpload, label = 'app.uploads.upload' }: { upload: SpreadsheetUpload<P>; onUpload: () => void; label?: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const titleId = useId();
  const { file, state } = upload;
  const busy = state.step === 'uploading' || state.step === 'importing';
  return (
    <Box display="flex" flexDirection="column" gap={1.5}>
      <span id={titleId} hidden>
        {translate('app.uploads.pick')}
      </span>
      <DropArea accept={SPREADSHEET_EXTENSIONS} multiple={false} disabled={busy} hint={translate('app.uploads.hint')} labelledBy={titleId} onFiles={upload.choose} />
      {file && (
        <Typography variant="body2" data-testid="chosen-file">
          {translate('app.uploads.chosen', { name: file.name, size: formatBytes(file.size, locale) })}
        </Typography>
      )}
      {state.step === 'uploading' ? (
        state.progress >= 1 ? (
          <Typography variant="body2" role="status">{translate('app.uploads.reading')}</Typography>
        ) : (
          <UploadProgress progress={state.progress} onCancel={upload.cancel} />
        )
      ) : (
        <Box>
          <Button variant="contained" onClick={onUpload} disabled={!file || busy}>
            {translate(label)}
          </Button>
        </Box>
      )}
    </Box>
  );
}
