import { useMediaQuery, type Theme } from '@mui/material';
import { CLOSED_DRAWER_WIDTH, Sidebar, SidebarClasses, type SidebarProps } from 'react-admin';
import { LARGE_SCREEN_QUERY, NARROW_SCREEN_QUERY } from './sidebarRules';
import { SidebarPin } from './SidebarPin';
import { useSidebarBehaviour } from './useSidebarBehaviour';
import { Deferred } from '../../components/Deferred';

/** Open without being pinned: the drawer keeps its collapsed width and the menu floats over the content. */
const floatingStyle = (theme: Theme) => ({
  '& .MuiPaper-root': { width: theme.sidebar?.closedWidth ?? CLOSED_DRAWER_WIDTH },
  [`& .${SidebarClasses.fixed}`]: {
    backgroundColor: (theme.vars || theme).palette.background.paper,
    boxShadow: theme.shadows[8],
    zIndex: theme.zIndex.appBar - 1,
  },
});

/** react-admin's Sidebar with the console's static / hover / auto-close behaviour and the pin control. */
export const AppSidebar = ({ children, ...props }: SidebarProps) => {
  // the same breakpoint react-admin's Sidebar uses for its temporary (mobile) drawer
  const temporary = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY, { noSsr: true });
  const large = useMediaQuery(LARGE_SCREEN_QUERY, { noSsr: true });
  const sidebar = useSidebarBehaviour({ temporary, narrow, large });
  return (
    <Sidebar
      {...props}
      onMouseEnter={sidebar.onMouseEnter}
      onMouseLeave={sidebar.onMouseLeave}
      sx={sidebar.floating ? floatingStyle : undefined}
      data-static={sidebar.isStatic}
    >
      {sidebar.pinnable && sidebar.open ? <SidebarPin isStatic={sidebar.isStatic} onToggle={sidebar.toggleStatic} /> : null}
      {/* the menu in a pass after the page's first (the drawer holds its place): the rows drawn before the app show none */}
      <Deferred>{children}</Deferred>
    </Sidebar>
  );
};
