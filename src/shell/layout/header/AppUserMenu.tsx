import BoltIcon from '@mui/icons-material/Bolt';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef, useEffect, useState } from 'react';
import { Link, Logout, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { whenIdle } from '../../../boot/whenIdle';
import { lazyComponent } from '../../../engine/lazyComponent';
import { MENU_PATHS } from '../../../../contracts/menuPaths';

/** the dialog's code loads when the user first opens it */
const ActionsDialog = lazyComponent<{ open: boolean; onClose: () => void }, typeof import('./ActionsDialog')>(() => import('./ActionsDialog'), 'ActionsDialog');

/**
 * Log out, which asks first while changes saved offline wait: its code loads once the first screen is drawn (the
 * offline support's with it), so it is there before the connection may go; until then react-admin's Log out.
 */
const SignOutMenuItem = lazyComponent<object, typeof import('../../../engine/offline/SignOutMenuItem')>(
  () => import('../../../engine/offline/SignOutMenuItem'),
  'SignOutMenuItem',
  <Logout />,
);

export const MY_ACCOUNT_PATH = MENU_PATHS.myAccount;

const MyAccountMenuItem = forwardRef<HTMLAnchorElement>((props, ref) => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to={MY_ACCOUNT_PATH} ref={ref} {...props} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <ManageAccountsIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.layout.user.myAccount')}</ListItemText>
    </MenuItem>
  );
});
MyAccountMenuItem.displayName = 'MyAccountMenuItem';

/** Opens the Actions dialog (Actions/Get), which lives outside the menu so that it stays open when the menu closes. */
const ActionsMenuItem = forwardRef<HTMLLIElement, { onOpen: () => void }>(({ onOpen, ...props }, ref) => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      ref={ref}
      {...props}
      onClick={() => {
        userMenu?.onClose();
        onOpen();
      }}
    >
      <ListItemIcon>
        <BoltIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.layout.actions.menu')}</ListItemText>
    </MenuItem>
  );
});
ActionsMenuItem.displayName = 'ActionsMenuItem';

/**
 * The user menu: My Account, Actions (the actions the user may apply) and react-admin's Log Out (the authProvider
 * clears the session, the server the token; it asks first while changes saved offline wait).
 */
export const AppUserMenu = () => {
  useEffect(() => whenIdle(() => void SignOutMenuItem.preload().catch(() => undefined)), []);
  const [actionsOpen, setActionsOpen] = useState(false);
  // once opened it stays drawn, so that it closes with its animation
  const [actionsUsed, setActionsUsed] = useState(false);
  return (
    <>
      <UserMenu>
        <MyAccountMenuItem />
        <ActionsMenuItem
          onOpen={() => {
            setActionsUsed(true);
            setActionsOpen(true);
          }}
        />
        <SignOutMenuItem />
      </UserMenu>
      {actionsUsed ? <ActionsDialog open={actionsOpen} onClose={() => setActionsOpen(false)} /> : null}
    </>
  );
};
