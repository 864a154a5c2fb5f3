import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef } from 'react';
import { Link, Logout, UserMenu, useTranslate, useUserMenu } from 'react-admin';

export const MY_ACCOUNT_PATH = '/system/myAccount';

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

/** The user menu: My Account and react-admin's Log Out (the authProvider clears the session, the server the token). */
export const AppUserMenu = () => (
  <UserMenu>
    <MyAccountMenuItem />
    <Logout />
  </UserMenu>
);
