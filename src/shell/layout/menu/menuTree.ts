import type { MenuAccessEntry } from './useMenuAccess';

/** A group is an entry that holds other entries; the others are links. */
export const isMenuGroup = (entry: MenuAccessEntry): boolean => entry.childrenLinks.length > 0;

/** Every entry of the tree, parents before their children. */
export const flattenMenu = (entries: readonly MenuAccessEntry[]): MenuAccessEntry[] =>
  entries.flatMap((entry) => [entry, ...flattenMenu(entry.childrenLinks)]);

/** Menu entry names by link (the first entry wins when two share a link). */
export const menuNamesByLink = (entries: readonly MenuAccessEntry[]): Map<string, string> => {
  const names = new Map<string, string>();
  for (const entry of flattenMenu(entries)) {
    if (entry.link && !names.has(entry.link)) names.set(entry.link, entry.header);
  }
  return names;
};

/** Whether the entry, or one inside it, links to this path. */
export const leadsTo = (entry: MenuAccessEntry, pathname: string): boolean =>
  entry.link === pathname || entry.childrenLinks.some((child) => leadsTo(child, pathname));

/** What Menu/GetItemMenu answers for an external-module entry. */
export interface ModuleEntryAccess {
  role: number;
  roleName: string;
  path: string;
  token: string;
  api: string;
  urlApi: string;
}

/** Where an external-module entry opens: its path with token, api and url (spec 01 §1, §2.1). */
export const moduleEntryHref = ({ path, token, api, urlApi }: ModuleEntryAccess): string =>
  `${path}?${new URLSearchParams({ token, api, url: urlApi })}`;
