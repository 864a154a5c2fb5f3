import { HelperButton } from '../helper/HelperButton';
import { NotificationsMenu } from '../notifications/NotificationsMenu';
import { LanguageMenu } from './LanguageMenu';

/**
 * The app bar's tools (language, notifications, Helper): a chunk of their own, loaded once the first screen is
 * drawn (see AppHeader: ToolsPlaceholder holds their place until then).
 */
export const ShellTools = () => (
  <>
    <LanguageMenu />
    <NotificationsMenu />
    <HelperButton />
  </>
);
