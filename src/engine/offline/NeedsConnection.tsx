import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useOfflineMessages } from './useOfflineMessages';
import { useOnline } from './useOnline';

/**
 * Beside an action only the server can do (running a report, importing a spreadsheet, sending an e-mail), offline
 * (issue 51): says that it waits for the connection, while the screen's button is disabled. Nothing online.
 */
export const NeedsConnection = () => {
  const online = useOnline();
  const translate = useTranslate();
  useOfflineMessages();
  return online ? null : (
    <Alert severity="warning" role="status" data-needs-connection>
      {translate('app.engine.offline.needsConnectionAction')}
    </Alert>
  );
};
