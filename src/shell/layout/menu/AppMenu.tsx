import { useDeferredValue } from 'react';
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
  // the entries are drawn after the page's content, in a pass of their own (a transition): the skeleton until then
  const entries = useDeferredValue(menu.data);
  if (menu.isError) return <MenuLoadError onRetry={() => void menu.refetch()} />;
  if (!entries) return <MenuSkeleton />;
  return (
    <Menu aria-label={translate('app.layout.menu.label')} sx={currentItemStyle}>
      {entries.map((entry) => (
        <MenuEntry key={entry.id} entry={entry} />
      ))}
    </Menu>
  );
};
