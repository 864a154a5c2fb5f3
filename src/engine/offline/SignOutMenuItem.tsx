import { forwardRef, useState } from 'react';
import { Confirm, Logout, useLogout, useTranslate } from 'react-admin';
import { useQueuedWrites } from './offlineSupport';
import { useOfflineMessages } from './useOfflineMessages';

/**
 * react-admin's Log out, which asks first while changes saved offline wait to be sent (issue 51): they stay on this
 * device for the user's next sign-in here, and are not sent meanwhile.
 */
export const SignOutMenuItem = forwardRef<HTMLLIElement, object>((props, ref) => {
  useOfflineMessages();
  const translate = useTranslate();
  const waiting = useQueuedWrites();
  const logout = useLogout();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Logout ref={ref} {...props} {...(waiting > 0 && { onClick: () => setAsking(true) })} />
      <Confirm
        isOpen={asking}
        title="app.engine.offline.signOutTitle"
        content={translate('app.engine.offline.signOutContent', { smart_count: waiting })}
        confirm="ra.auth.logout"
        onConfirm={() => {
          setAsking(false);
          void logout();
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
});
SignOutMenuItem.displayName = 'SignOutMenuItem';
