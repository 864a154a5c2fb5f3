import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { CONFLICTS_PATH } from '../paths';
import { useOfflineSupport, useQueuedWrites, useSentNotices } from './offlineSupport';
import { useOnline } from './useOnline';
import { useSetAsideWrites } from './setAsideStore';
import { useOfflineMessages } from './useOfflineMessages';

/**
 * What the banner says, from the console's state (issue 51): offline first (and how many changes wait), then the
 * changes being sent, then those the server did not take as they were; nothing when online with nothing waiting.
 * The way to the Conflicts page shows whenever one waits there, or a change waits to be sent (the page lists them).
 */
export const bannerState = (online: boolean, waiting: number, setAside: number) => {
  const review = setAside > 0;
  // the same page lists the changes waiting to be sent
  const action = review ? 'app.engine.offline.review' : waiting > 0 ? 'app.engine.offline.seeWaiting' : undefined;
  if (!online) return { severity: 'warning' as const, message: waiting > 0 ? 'app.engine.offline.waiting' : 'app.engine.offline.offline', count: waiting, review, action };
  if (waiting > 0) return { severity: 'info' as const, message: 'app.engine.offline.sending', count: waiting, review, action };
  if (review) return { severity: 'warning' as const, message: 'app.engine.offline.setAside', count: setAside, review, action };
  return undefined;
};

/**
 * Above every page: offline, and how many changes wait to be sent; then, once sent, how many the server did not take
 * as they were, with the way to the Conflicts page. Also where the queue kept by an earlier visit is read (once the
 * first screen is drawn: it never holds it back).
 */
export const OfflineBanner = () => {
  useOfflineMessages();
  const translate = useTranslate();
  const support = useOfflineSupport();
  const online = useOnline();
  const waiting = useQueuedWrites();
  const setAside = useSetAsideWrites(support?.setAside).length;
  const sent = useSentNotices(support?.sent);
  const { pathname } = useLocation();
  const state = bannerState(online, waiting, setAside);
  // what queued calls said once made (a new order's number): once the queue is sent, until closed
  const told = online && waiting === 0 && sent.length > 0 && (
    <Alert
      severity="success"
      role="status"
      data-offline-sent
      sx={{ mt: 1, mx: { xs: 1, sm: 0 } }}
      onClose={() => support?.sent.clear()}
      slotProps={{ closeButton: { title: translate('app.engine.offline.dismiss'), 'aria-label': translate('app.engine.offline.dismiss') } }}
    >
      {sent.map((notice, index) => (
        <div key={index}>{translate(notice.key, notice.args)}</div>
      ))}
    </Alert>
  );
  if (!state) return told || null;
  return (
    <>
      {told}
      <Alert
        severity={state.severity}
        role="status"
        data-offline-banner={online ? 'online' : 'offline'}
        sx={{ mt: 1, mx: { xs: 1, sm: 0 }, alignItems: 'center' }}
        action={
          state.action && pathname !== CONFLICTS_PATH ? (
            <Button component={Link} to={CONFLICTS_PATH} color="inherit" size="small">
              {translate(state.action)}
            </Button>
          ) : undefined
        }
      >
        {translate(state.message, { smart_count: state.count })}
      </Alert>
    </>
  );
};
