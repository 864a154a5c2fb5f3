import DownloadIcon from '@mui/icons-material/Download';
import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { DesignSummary } from '../../../contracts/endpoints/resourceDesigner';
import { saveBlob } from '../../engine/export/saveBlob';
import { exportableNames, namesToExport } from './bundleReview';
import type { DesignerDataProvider } from './calls';

/**
 * Export of design bundles (issue 35): the ticked published designs, or every published one when none is ticked,
 * downloaded as one bundle file. Disabled, saying why, while nothing is published.
 */
export function BundleExportButton({ designs, ticked }: { designs: readonly DesignSummary[]; ticked: ReadonlySet<string> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<DesignerDataProvider>();
  const [busy, setBusy] = useState(false);
  const names = namesToExport(designs, ticked);
  const nothing = exportableNames(designs).length === 0;

  const run = async () => {
    setBusy(true);
    try {
      const file = await dataProvider.exportDesignBundle(names);
      saveBlob(file.blob, file.fileName);
      notify('app.designer.bundle.exported', { type: 'success', messageArgs: { file: file.fileName } });
    } catch (error) {
      const message = error instanceof Error ? error.message : 'app.errors.unknown';
      notify('app.designer.bundle.exportError', { type: 'error', messageArgs: { message: translate(message, { _: message }) } });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {nothing && (
        <Typography id="bundle-export-reason" variant="caption" color="text.secondary" sx={{ maxWidth: 260, textAlign: 'right' }}>
          {translate('app.designer.bundle.nothingPublished')}
        </Typography>
      )}
      <Button
        variant="outlined"
        startIcon={busy ? <CircularProgress size={16} /> : <DownloadIcon />}
        onClick={() => void run()}
        disabled={nothing || busy}
        aria-describedby={nothing ? 'bundle-export-reason' : undefined}
      >
        {names ? translate('app.designer.bundle.exportSelected', { count: names.length }) : translate('app.designer.bundle.exportAll')}
      </Button>
    </Stack>
  );
}
