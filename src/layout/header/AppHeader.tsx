import { AppBar, AppBarClasses, LoadingIndicator, type AppBarProps } from 'react-admin';
import { HelperButton } from '../helper/HelperButton';
import { NotificationsMenu } from '../notifications/NotificationsMenu';
import { AppTitle } from './AppTitle';
import { AppUserMenu } from './AppUserMenu';
import { HeaderSearch } from './HeaderSearch';
import { LanguageMenu } from './LanguageMenu';

const HeaderTools = () => (
  <>
    <LanguageMenu />
    <NotificationsMenu />
    <HelperButton />
    {/* react-admin's refresh / loading indicator: left out on phones, where the bar has no room for it */}
    <LoadingIndicator sx={{ display: { xs: 'none', sm: 'block' } }} />
  </>
);

/** The phone search opens over the toolbar with the bar's own colour (it inherits it). */
const toolbarTakesBarColour = { [`& .${AppBarClasses.toolbar}`]: { backgroundColor: 'inherit' } };

/**
 * react-admin's AppBar with the console's tools: page title, header search, language, notifications, Helper
 * and the user menu (My Account, Log Out).
 */
export const AppHeader = (props: AppBarProps) => (
  <AppBar {...props} color="primary" toolbar={<HeaderTools />} userMenu={<AppUserMenu />} sx={toolbarTakesBarColour}>
    <AppTitle />
    <HeaderSearch />
  </AppBar>
);
