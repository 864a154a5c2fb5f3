import BoltIcon from '@mui/icons-material/Bolt';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef, useState } from 'react';
import { Link, Logout, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { lazyComponent } from '../../../engine/lazyComponent';
import { MENU_PATHS } from '../../../../contracts/menuPaths';

/** the dialog's code loads when the user first opens it */
const ActionsDialog = lazyComponent<{ open: boolean; onClose: () => void }, typeof import('./ActionsDialog')>(() => import('./ActionsDialog'), 'ActionsDialog');

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
 * clears the session, the server the token).
 */
export const AppUserMenu = () => {
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
        <Logout />
      </UserMenu>
      {actionsUsed ? <ActionsDialog open={actionsOpen} onClose={() => setActionsOpen(false)} /> : null}
    </>
  );
};
