import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Collapse, ListItemIcon, MenuItem, MenuList, Tooltip, Typography } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { useSidebarState } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { menuIconFor } from './menuIcons';
import { leadsTo } from './menuTree';
import type { MenuAccessEntry } from './useMenuAccess';

/**
 * A collapsible section of the side menu. It starts expanded when it holds the current page; on the collapsed
 * sidebar its header opens the sidebar too.
 */
export const MenuGroup = ({ entry, children }: { entry: MenuAccessEntry; children: ReactNode }) => {
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const { pathname } = useLocation();
  const holdsCurrentPage = leadsTo(entry, pathname);
  const [expanded, setExpanded] = useState(holdsCurrentPage);
  useEffect(() => {
    if (holdsCurrentPage) setExpanded(true);
  }, [holdsCurrentPage]);

  const toggle = () => {
    if (sidebarOpen) {
      setExpanded(!expanded);
    } else {
      setSidebarOpen(true);
      setExpanded(true);
    }
  };
  const Icon = menuIconFor(entry.iconName, true);
  const header = (
    <MenuItem
      onClick={toggle}
      aria-expanded={expanded}
      sx={{ typography: 'body2', fontWeight: 600, color: holdsCurrentPage ? 'text.primary' : 'text.secondary' }}
    >
      <ListItemIcon sx={{ minWidth: 40, color: holdsCurrentPage ? 'primary.main' : undefined }}>
        <Icon />
      </ListItemIcon>
      {/* a long name wraps rather than lose its end (issue 47 item 4); the collapsed sidebar clips its one line */}
      <Typography variant="inherit" noWrap={!sidebarOpen} sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
        {entry.header}
      </Typography>
      {sidebarOpen ? expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" /> : null}
    </MenuItem>
  );
  return (
    <>
      {sidebarOpen ? (
        header
      ) : (
        <Tooltip title={entry.header} placement="right">
          {header}
        </Tooltip>
      )}
      <Collapse component="li" role="none" in={expanded} timeout="auto" unmountOnExit>
        <MenuList dense disablePadding aria-label={entry.header} sx={{ pl: sidebarOpen ? 1.5 : 0 }}>
          {children}
        </MenuList>
      </Collapse>
    </>
  );
};
