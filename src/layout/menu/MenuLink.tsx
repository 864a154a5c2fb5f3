import type { MouseEvent } from 'react';
import { Menu } from 'react-admin';
import { useMatch } from 'react-router-dom';
import { menuIconFor } from './menuIcons';
import type { MenuAccessEntry } from './useMenuAccess';
import { useOpenModuleEntry } from './useOpenModuleEntry';

const useIsCurrent = (link: string) => Boolean(useMatch({ path: link, end: true }));

/** An entry of the console itself (sourcePrime): a plain link to its page. */
const PageLink = ({ entry }: { entry: MenuAccessEntry }) => {
  const Icon = menuIconFor(entry.iconName, false);
  const current = useIsCurrent(entry.link);
  return <Menu.Item to={entry.link} primaryText={entry.header} leftIcon={<Icon />} aria-current={current ? 'page' : undefined} />;
};

/** An external-module entry: Menu/GetItemMenu first, then its path with token, api and url. */
const ModuleLink = ({ entry }: { entry: MenuAccessEntry }) => {
  const Icon = menuIconFor(entry.iconName, false);
  const current = useIsCurrent(entry.link);
  const openModule = useOpenModuleEntry();
  const handleClick = (event: MouseEvent) => {
    event.preventDefault();
    openModule(entry);
  };
  return (
    <Menu.Item
      to={entry.link}
      primaryText={entry.header}
      leftIcon={<Icon />}
      onClick={handleClick}
      aria-current={current ? 'page' : undefined}
    />
  );
};

export const MenuLink = ({ entry }: { entry: MenuAccessEntry }) =>
  entry.sourcePrime ? <PageLink entry={entry} /> : <ModuleLink entry={entry} />;
