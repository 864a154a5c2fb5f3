import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import TranslateIcon from '@mui/icons-material/Translate';
import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, IconButton, Toolbar, useMediaQuery, type Theme } from '@mui/material';
import { AppBarClasses, LoadingIndicator, useLocales, useLocaleState, useSidebarState, useTranslate } from 'react-admin';
import { LateTooltip } from '../../components/LateTooltip';
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

/** drawn in a pass after the page's first (the rows drawn before the app show none of them): they never delay a screen's first rows */
const HeaderTools = () => {
  const online = useOnline();
  return (
    <Deferred>
      <ShellTools />
      {/* react-admin's refresh / loading indicator: left out on phones, where the bar has no room for it */}
      <LoadingIndicator sx={{ display: { xs: 'none', sm: 'block' }, ...(!online && NOTHING_LOADS) }} />
    </Deferred>
  );
};

const UserMenuAfterContent = () => (
  <Deferred>
    <AppUserMenu />
  </Deferred>
);

/**
 * react-admin's SidebarToggleButton (its icon turns as the menu opens and closes), its Tooltip put on a pass after its
 * first (LateTooltip): mounting, a Tooltip sets state in the commit, which in the commit that draws a list's rows made
 * React draw the page again before the browser could paint them. react-admin's AppBar always mounts its own.
 */
const SidebarToggle = () => {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  return (
    <LateTooltip title={translate(open ? 'ra.action.close_menu' : 'ra.action.open_menu')} enterDelay={500}>
      <IconButton color="inherit" className={AppBarClasses.menuButton} onClick={() => setOpen(!open)}>
        <MenuIcon className={open ? AppBarClasses.menuButtonIconOpen : AppBarClasses.menuButtonIconClosed} />
      </IconButton>
    </LateTooltip>
  );
};

/** react-admin's AppBar's look (RaAppBar), the bar's own colour under the phone search that opens over the toolbar. */
const turns = (theme: Theme, angle: string) => ({
  transition: theme.transitions.create(['transform'], { easing: theme.transitions.easing.sharp, duration: theme.transitions.duration.leavingScreen }),
  transform: `rotate(${angle})`,
});
const barSx = (theme: Theme) => ({
  [`& .${AppBarClasses.toolbar}`]: { padding: `0 ${theme.spacing(1)}`, backgroundColor: 'inherit', [theme.breakpoints.down('md')]: { minHeight: theme.spacing(6) } },
  [`& .${AppBarClasses.menuButton}`]: { marginRight: '0.2em' },
  [`& .${AppBarClasses.menuButtonIconClosed}`]: turns(theme, '0deg'),
  [`& .${AppBarClasses.menuButtonIconOpen}`]: turns(theme, '180deg'),
});

/**
 * The app bar: react-admin's AppBar (the menu button, the page title, its hiding on scroll) with the console's tools:
 * header search, language, notifications, Helper and the user menu (My Account, Log Out).
 */
export const AppHeader = ({ className }: { className?: string }) => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <HideOnScroll className={className}>
      <AppBar className={AppBarClasses.appBar} color="primary" sx={barSx}>
        <Toolbar disableGutters variant={phone ? 'regular' : 'dense'} className={AppBarClasses.toolbar}>
          <SidebarToggle />
          <AppTitle />
          <HeaderSearch />
          <HeaderTools />
          <UserMenuAfterContent />
        </Toolbar>
      </AppBar>
    </HideOnScroll>
  );
};
