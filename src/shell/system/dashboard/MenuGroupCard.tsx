import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Avatar, List, ListItemButton, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { Widget } from '../../components/widget/Widget';
import { menuIconFor } from '../../layout/menu/menuIcons';
import { useMenuEntryClick } from '../../layout/menu/useOpenModuleEntry';
import type { DashboardCard } from './dashboardCards';

/**
 * One top-level menu entry as a dashboard widget: its name, how many screens it holds, and a link to each of them;
 * it can be collapsed or opened full screen.
 */
export const MenuGroupCard = ({ card }: { card: DashboardCard }) => {
  const translate = useTranslate();
  // external-module entries open as the sidebar opens them (Menu/GetItemMenu, then token, api and url)
  const clickOf = useMenuEntryClick();
  // the sidebar's icon for the same entry, so both read alike
  const Icon = menuIconFor(card.iconName, true);
  return (
    <Widget
      id={`dashboard-${card.id}`}
      title={card.name}
      subheader={translate('app.system.dashboard.options', { smart_count: card.links.length })}
      avatar={
        <Avatar aria-hidden sx={{ bgcolor: 'primary.main', width: 36, height: 36 }}>
          <Icon fontSize="small" />
        </Avatar>
      }
    >
      <List dense aria-label={translate('app.system.dashboard.options_label', { group: card.name })}>
        {card.links.map((link) => (
          <ListItemButton key={link.id} component={Link} to={link.path} onClick={clickOf(link)} sx={{ px: 2.5 }}>
            <ListItemText primary={link.name} secondary={link.groups.join(' › ') || undefined} />
            <ChevronRightIcon fontSize="small" color="action" aria-hidden />
          </ListItemButton>
        ))}
      </List>
    </Widget>
  );
};
