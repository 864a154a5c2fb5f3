import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import TranslateIcon from '@mui/icons-material/Translate';
import { Box, useMediaQuery, type Theme } from '@mui/material';
import { AppBar, AppBarClasses, LoadingIndicator, useLocales, useLocaleState, type AppBarProps } from 'react-admin';
import { useOnline } from '../../../engine/offline/useOnline';
import { Deferred } from '../../components/Deferred';
import { afterFirstScreen } from '../afterFirstScreen';
import { AppTitle } from './AppTitle';
import { HideOnScroll } from './HideOnScroll';
import { AppUserMenu } from './AppUserMenu';
import { HeaderSearch } from './HeaderSearch';

/** an IconButton's box (8 px around a 24 px icon) */
const iconBox = { display: 'inline-flex', p: 1, flexShrink: 0 } as const;

/**
 * Where the tools go, drawn until their code is there: their icons in boxes of their size (the language button
 * with its current language), not focusable and hidden from screen readers, so nothing moves when they come.
 */
export const ToolsPlaceholder = () => {
  const languages = useLocales();
  const [locale] = useLocaleState();
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const current = languages.find((language) => language.locale === locale)?.name ?? locale;
  return (
    <Box aria-hidden data-placeholder="shell-tools" sx={{ display: 'flex', alignItems: 'center', opacity: 0.7 }}>
      {compact ? (
        <Box sx={iconBox}>
          <TranslateIcon />
        </Box>
      ) : (
        // a text Button: 6 px 8 px around a 14 px (×1.75) line, its icons 8 px from the text and 4 px into the padding
        <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, px: 0.5, py: '6px', typography: 'button', lineHeight: 1.75, flexShrink: 0 }}>
          <TranslateIcon sx={{ fontSize: 20 }} />
          {current}
          <ExpandMoreIcon fontSize="small" />
        </Box>
      )}
      <Box sx={iconBox}>
        <NotificationsIcon />
      </Box>
      <Box sx={iconBox}>
        <HelpOutlineIcon />
      </Box>
    </Box>
  );
};

/** The language menu, the bell and the Helper: loaded after the first screen, in their place meanwhile. */
const ShellTools = afterFirstScreen(() => import('./ShellTools').then((module) => module.ShellTools), ToolsPlaceholder);

/**
 * Offline nothing loads: react-admin's indicator counts the writes queued offline (paused, issue 51) as loading, and
 * would spin until the connection is back. Its Refresh stays.
 */
const NOTHING_LOADS = { '& .RaLoadingIndicator-loader': { display: 'none' }, '& .RaLoadingIndicator-loadedIcon.RaLoadingIndicator-loadedLoading': { opacity: 1 } };

/** drawn after the page's content: they never delay a screen's first rows */
const HeaderTools = () => {
  const online = useOnline();
  return (
    <>
      <ShellTools />
      <Deferred>
        {/* react-admin's refresh / loading indicator: left out on phones, where the bar has no room for it */}
        <LoadingIndicator sx={{ display: { xs: 'none', sm: 'block' }, ...(!online && NOTHING_LOADS) }} />
      </Deferred>
    </>
  );
};

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
