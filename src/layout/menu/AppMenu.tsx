import { Menu, MenuItemLinkClasses, useTranslate } from 'react-admin';
import { MenuGroup } from './MenuGroup';
import { MenuLink } from './MenuLink';
import { MenuLoadError, MenuSkeleton } from './MenuStates';
import { isMenuGroup } from './menuTree';
import { useMenuAccess, type MenuAccessEntry } from './useMenuAccess';

const MenuEntry = ({ entry }: { entry: MenuAccessEntry }) =>
  isMenuGroup(entry) ? (
    <MenuGroup entry={entry}>
      {entry.childrenLinks.map((child) => (
        <MenuEntry key={child.id} entry={child} />
      ))}
    </MenuGroup>
  ) : (
    <MenuLink entry={entry} />
  );

/** The current page's entry stands out. */
const currentItemStyle = {
  [`& .${MenuItemLinkClasses.active}`]: {
    color: 'primary.main',
    backgroundColor: 'action.selected',
    fontWeight: 600,
    [`& .${MenuItemLinkClasses.icon}`]: { color: 'primary.main' },
  },
};

/** The side menu: the entries Menu/GetAccess gives the signed-in user, groups as collapsible sections. */
export const AppMenu = () => {
  const translate = useTranslate();
  const menu = useMenuAccess();
  if (menu.isError) return <MenuLoadError onRetry={() => void menu.refetch()} />;
  if (!menu.data) return <MenuSkeleton />;
  return (
    <Menu aria-label={translate('app.layout.menu.label')} sx={currentItemStyle}>
      {menu.data.map((entry) => (
        <MenuEntry key={entry.id} entry={entry} />
      ))}
    </Menu>
  );
};
