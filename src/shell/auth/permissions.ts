import type { PermissionFlag } from '../../engine/types';

/** The flags a user has on one menu entry (DESIGN.md §3.3). */
export type Flags = Record<PermissionFlag, boolean>;

/** Which flag each react-admin action needs: L list, V view, W create and edit, R export, D delete. */
export const ACTION_FLAG: Record<string, PermissionFlag> = {
  list: 'l',
  show: 'v',
  create: 'w',
  edit: 'w',
  clone: 'w',
  export: 'r',
  delete: 'd',
};

interface MenuNode {
  link: string;
  permissions?: Flags;
  childrenLinks?: MenuNode[];
}

// the same tree (react-query's cached answer) gives the same map: every row's buttons ask for it on each render
const mapsOfTrees = new WeakMap<MenuNode[], Map<string, Flags>>();

/** Menu path → the user's flags on it, from the `Menu/GetAccess` tree (one map per tree; do not change it). */
export const flagsByPath = (tree: MenuNode[]): Map<string, Flags> => {
  const known = mapsOfTrees.get(tree);
  if (known) return known;
  const map = new Map<string, Flags>();
  mapsOfTrees.set(tree, map);
  const visit = (node: MenuNode) => {
    if (node.link && node.permissions) map.set(node.link, node.permissions);
    node.childrenLinks?.forEach(visit);
  };
  tree.forEach(visit);
  return map;
};

/**
 * Whether an action is allowed on a resource guarded by a menu entry. Actions that map to no flag (react-admin
 * asks for others, e.g. a field's "read") are allowed; an entry the user cannot see at all allows nothing.
 */
export const isAllowed = (flags: Map<string, Flags>, menu: string | undefined, action: string): boolean => {
  if (!menu) return true;
  const flag = ACTION_FLAG[action];
  if (!flag) return true;
  return Boolean(flags.get(menu)?.[flag]);
};
