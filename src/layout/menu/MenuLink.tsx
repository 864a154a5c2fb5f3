import { Menu, useSidebarState, type MenuItemLinkProps } from 'react-admin';
import { TruncatedTooltip } from '../../components/TruncatedTooltip';
import { useMatch } from 'react-router-dom';
import { menuIconFor } from './menuIcons';
import type { MenuAccessEntry } from './useMenuAccess';
import { useMenuEntryClick } from './useOpenModuleEntry';

const useIsCurrent = (link: string) => Boolean(useMatch({ path: link, end: true }));

/** The entry, and what a wrapping tooltip gives its child (listeners, ref), passed on to react-admin's item. */
type EntryLinkProps = { entry: MenuAccessEntry } & Omit<MenuItemLinkProps, 'to'>;

/** An entry of the console itself (sourcePrime): a plain link to its page. */
const PageLink = ({ entry, ...rest }: EntryLinkProps) => {
  const Icon = menuIconFor(entry.iconName, false);
  const current = useIsCurrent(entry.link);
  return <Menu.Item {...rest} to={entry.link} primaryText={entry.header} leftIcon={<Icon />} aria-current={current ? 'page' : undefined} />;
};

/** An external-module entry: Menu/GetItemMenu first, then its path with token, api and url. */
const ModuleLink = ({ entry, ...rest }: EntryLinkProps) => {
  const Icon = menuIconFor(entry.iconName, false);
  const current = useIsCurrent(entry.link);
  const handleClick = useMenuEntryClick()(entry);
  return (
    <Menu.Item
      {...rest}
      to={entry.link}
      primaryText={entry.header}
      leftIcon={<Icon />}
      onClick={handleClick}
      aria-current={current ? 'page' : undefined}
    />
  );
};

/**
 * One entry of the side menu. A name too long for the open sidebar ends in an ellipsis with the whole name on
 * hover (react-admin shows it itself when the sidebar is collapsed).
 */
export const MenuLink = ({ entry }: { entry: MenuAccessEntry }) => {
  const [sidebarOpen] = useSidebarState();
  const link = entry.sourcePrime ? <PageLink entry={entry} /> : <ModuleLink entry={entry} />;
  return sidebarOpen ? (
    <TruncatedTooltip title={entry.header} placement="right">
      {link}
    </TruncatedTooltip>
  ) : (
    link
  );
};
