import { Tooltip } from '@mui/material';
import { BulkExportButton, ExportButton, useTranslate } from 'react-admin';
import { useOfflineMessages } from './useOfflineMessages';

/**
 * A list's export offline (issue 51): it reads every row its filters match from the server, so it waits for the
 * connection; the button says why it is disabled.
 */
export const OfflineExportButton = ({ bulk = false }: { bulk?: boolean }) => {
  useOfflineMessages();
  const translate = useTranslate();
  return (
    <Tooltip title={translate('app.engine.offline.exportNeedsConnection')}>
      <span data-needs-connection>{bulk ? <BulkExportButton disabled /> : <ExportButton disabled />}</span>
    </Tooltip>
  );
};
