import { Box, type Theme } from '@mui/material';
import { Layout, LayoutClasses, type LayoutProps } from 'react-admin';
import { afterFirstScreen } from './afterFirstScreen';
import { AppBreadcrumb } from './breadcrumb/AppBreadcrumb';
import { AppHeader } from './header/AppHeader';
import { AppMenu } from './menu/AppMenu';
import { useRealtimeNotifications } from './notifications/useRealtimeNotifications';
import { useRuntimeResources } from '../runtime/RuntimeResources';
import { AppSidebar } from './sidebar/AppSidebar';
import { useLayoutEffect } from 'react';
import { useAfterFirstScreen } from '../../boot/whenIdle';
import { handOverFirstRows } from '../../boot/firstRows/handOver';

// chunks of their own, loaded once the first screen is drawn: the footer comes below the page (nothing moves), the
// Helper panel is a closed drawer until its button opens it
const AppFooter = afterFirstScreen(() => import('./footer/AppFooter').then((module) => module.AppFooter));
const HelperPanel = afterFirstScreen(() => import('./helper/HelperPanel').then((module) => module.HelperPanel));
// offline, the changes waiting and the conflicts (issue 51): nothing to say before the first rows are drawn
const OfflineBanner = afterFirstScreen(() => import('../../engine/offline/OfflineBanner').then((module) => module.OfflineBanner));

/**
 * The page column may shrink below its content's widest word; on phones a long unbroken text (an address, a
 * connection string) wraps instead of pushing the page wider than the screen.
 */
const contentFitsTheScreen = (theme: Theme) => ({
  // react-admin's layout is at least as wide as its content (min-width: fit-content): the page, not the table, scrolled
  minWidth: 0,
  [`& .${LayoutClasses.content}`]: {
    minWidth: 0,
    [theme.breakpoints.down('sm')]: { overflowWrap: 'anywhere' },
    // a wide table scrolls inside its card instead of widening the page (the flex boxes of react-admin's list
    // would otherwise grow to the table's width, pushing Create and the last columns off screen)
    '& .RaList-main, & .RaList-content': { minWidth: 0 },
    '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  },
});

/**
 * The console's shell around every signed-in page: app bar, server-driven side menu, breadcrumb, footer, the
 * Helper panel, and the real-time notification channel.
 */
export const AppLayout = ({ children, ...props }: LayoutProps) => {
  useRealtimeNotifications();
  useRuntimeResources();
  // a page with no list (or one that failed) is drawn once the first screen is: the early rows (src/boot/firstRows) go then
  const drawn = useAfterFirstScreen();
  useLayoutEffect(() => {
    if (drawn) handOverFirstRows();
  }, [drawn]);
  return (
    <Layout {...props} appBar={AppHeader} sidebar={AppSidebar} menu={AppMenu} sx={contentFitsTheScreen}>
      <OfflineBanner />
      <AppBreadcrumb />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>{children}</Box>
      <AppFooter />
      <HelperPanel />
    </Layout>
  );
};
