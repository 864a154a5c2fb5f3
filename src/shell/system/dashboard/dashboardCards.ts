import type { MenuAccessEntry } from '../../layout/menu/useMenuAccess';

/** One link of a dashboard card: a screen of the user's menu. */
export interface DashboardLink {
  id: number;
  name: string;
  path: string;
  /** false: an entry of the external catalogue module (the sidebar launches it with its parameters) */
  sourcePrime: boolean;
  /** names of the sub-groups between the card and the link, when the menu nests deeper than two levels */
  groups: string[];
}

/** One card of the dashboard: a top-level menu entry and every screen under it. */
export interface DashboardCard {
  id: number;
  name: string;
  iconName: string;
  links: DashboardLink[];
}

const leavesOf = (entry: MenuAccessEntry, groups: string[]): DashboardLink[] => [
  ...(entry.link ? [{ id: entry.id, name: entry.header, path: entry.link, sourcePrime: entry.sourcePrime, groups }] : []),
  ...entry.childrenLinks.flatMap((child) =>
    leavesOf(child, child.childrenLinks.length > 0 ? [...groups, child.header] : groups),
  ),
];

/** The menu tree as cards: one per top-level entry, with all the screens below it flattened in menu order. */
export const toDashboardCards = (menu: MenuAccessEntry[]): DashboardCard[] =>
  menu
    .map((entry) => ({ id: entry.id, name: entry.header, iconName: entry.iconName, links: leavesOf(entry, []) }))
    .filter((card) => card.links.length > 0);

/** Lower case, without accents and surrounding spaces: "  Configuración " → "configuracion". */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The cards that match the search text, case- and accent-insensitively: a card whose name matches keeps all
 * its links; otherwise it keeps the links whose name (or sub-group name) matches, and disappears when none does.
 * An empty search keeps everything.
 */
export const filterDashboardCards = (cards: DashboardCard[], search: string): DashboardCard[] => {
  const wanted = foldText(search);
  if (!wanted) return cards;
  const matches = (text: string) => foldText(text).includes(wanted);
  return cards.flatMap((card) => {
    if (matches(card.name)) return [card];
    const links = card.links.filter((link) => matches(link.name) || link.groups.some(matches));
    return links.length > 0 ? [{ ...card, links }] : [];
  });
};
