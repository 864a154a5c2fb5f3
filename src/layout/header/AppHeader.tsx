import { AppBar, AppBarClasses, LoadingIndicator, type AppBarProps } from 'react-admin';
import { Deferred } from '../../components/Deferred';
import { HelperButton } from '../helper/HelperButton';
import { NotificationsMenu } from '../notifications/NotificationsMenu';
import { AppTitle } from './AppTitle';
import { HideOnScroll } from './HideOnScroll';
import { AppUserMenu } from './AppUserMenu';
import { HeaderSearch } from './HeaderSearch';
import { LanguageMenu } from './LanguageMenu';

/** drawn after the page's content (see Deferred): they never delay a screen's first rows */
const HeaderTools = () => (
  <Deferred>
    <LanguageMenu />
    <NotificationsMenu />
    <HelperButton />
    {/* react-admin's refresh / loading indicator: left out on phones, where the bar has no room for it */}
    <LoadingIndicator sx={{ display: { xs: 'none', sm: 'block' } }} />
  </Deferred>
);

const UserMenuAfterContent = () => (
  <Deferred>
    <AppUserMenu />
  </Deferred>
);

/** The phone search opens over the toolbar with the bar's own colour (it inherits it). */
const toolbarTakesBarColour = { [`& .${AppBarClasses.toolbar}`]: { backgroundColor: 'inherit' } };

/**
 * react-admin's AppBar with the console's tools: page title, header search, language, notifications, Helper
 * and the user menu (My Account, Log Out).
 */
export const AppHeader = (props: AppBarProps) => (
  <AppBar {...props} container={HideOnScroll} color="primary" toolbar={<HeaderTools />} userMenu={<UserMenuAfterContent />} sx={toolbarTakesBarColour}>
    <AppTitle />
    <HeaderSearch />
  </AppBar>
);
