import { Menu, useSidebarState, type MenuItemLinkProps } from 'react-admin';
import { useMatch } from 'react-router-dom';
import { menuIconFor } from './menuIcons';
import type { MenuAccessEntry } from './useMenuAccess';
import { useMenuEntryClick } from './useOpenModuleEntry';

/**
 * A menu name wraps (two lines at the open sidebar's width) instead of being cut: "Configuración de rep…" lost what
 * it configures (issue 47 item 4). react-admin draws it on one line (noWrap); the collapsed sidebar, as narrow as the
 * icons, keeps that one clipped line (wrapped, its names stood there letter by letter).
 */
export const MENU_TEXT_WRAPS = { '& .MuiTypography-noWrap': { whiteSpace: 'normal', overflowWrap: 'anywhere' } } as const;
const useMenuTextSx = () => (useSidebarState()[0] ? MENU_TEXT_WRAPS : undefined);

const useIsCurrent = (link: string) => Boolean(useMatch({ path: link, end: true }));

/** The entry, and what a wrapping tooltip gives its child (listeners, ref), passed on to react-admin's item. */
type EntryLinkProps = { entry: MenuAccessEntry } & Omit<MenuItemLinkProps, 'to'>;

/** An entry of the console itself (sourcePrime): a plain link to its page. */
const PageLink = ({ entry, ...rest }: EntryLinkProps) => {
  const Icon = menuIconFor(entry.iconName, false);
  const current = useIsCurrent(entry.link);
  const sx = useMenuTextSx();
  return <Menu.Item {...rest} to={entry.link} primaryText={entry.header} leftIcon={<Icon />} aria-current={current ? 'page' : undefined} sx={sx} />;
};

/** An external-module entry: Menu/GetItemMenu first, then its path with token, api and url. */
const ModuleLink = ({ entry, ...rest }: EntryLinkProps) => {
  const Icon = menuIconFor(entry.iconName, false);
  const current = useIsCurrent(entry.link);
  const handleClick = useMenuEntryClick()(entry);
  const sx = useMenuTextSx();
  return (
    <Menu.Item
      {...rest}
      to={entry.link}
      primaryText={entry.header}
      leftIcon={<Icon />}
      onClick={handleClick}
      aria-current={current ? 'page' : undefined}
      sx={sx}
    />
  );
};

/** One entry of the side menu: a name too long for one line wraps (react-admin names it in a tooltip when collapsed). */
export const MenuLink = ({ entry }: { entry: MenuAccessEntry }) =>
  entry.sourcePrime ? <PageLink entry={entry} /> : <ModuleLink entry={entry} />;
