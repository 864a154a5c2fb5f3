import type { Identifier } from 'react-admin';
import type { PermissionFlag } from '../../../engine/types';

/** The flags in the order the screen shows them: L list, V view, W create/edit, R export/report, D delete. */
export const ACCESS_FLAGS: readonly PermissionFlag[] = ['l', 'v', 'w', 'r', 'd'];

export type AccessFlags = Record<PermissionFlag, boolean>;

/** One access row of a menu entry, as Menu/Get answers it in `items`. */
export interface AccessRow extends AccessFlags {
  id: number;
  role: number;
  roleName: string;
  menu: number;
  status: boolean;
}

/** What the Assign Permissions form holds: the chosen role (null = none yet), its flags and status. */
export interface AccessDraft extends AccessFlags {
  role: Identifier | null;
  status: boolean;
}

export const emptyDraft = (): AccessDraft => ({ role: null, l: false, v: false, w: false, r: false, d: false, status: true });

/** Spec 01 §5: Add/Update is enabled only when a role is chosen and at least one action is ticked. */
export const canSaveAccess = (draft: AccessDraft): boolean =>
  draft.role !== null && draft.role !== '' && ACCESS_FLAGS.some((flag) => draft[flag]);

export const rowOfRole = (rows: AccessRow[], role: Identifier | null): AccessRow | undefined =>
  role === null ? undefined : rows.find((row) => String(row.role) === String(role));

/** Choosing a role shows its current flags; a role without a row starts with none ticked and active. */
export const draftForRole = (rows: AccessRow[], role: Identifier | null): AccessDraft => {
  const row = rowOfRole(rows, role);
  if (!row) return { ...emptyDraft(), role };
  return { role, l: row.l, v: row.v, w: row.w, r: row.r, d: row.d, status: row.status };
};

/** "Add" for a role without a row on this menu, "Update" for one with a row. */
export const accessAction = (rows: AccessRow[], role: Identifier | null): 'add' | 'update' =>
  rowOfRole(rows, role) ? 'update' : 'add';

/** The body of POST Menu/SaveAccess (spec 01 §7.1): it creates or updates the row of (role, menu). */
export const saveAccessPayload = (draft: AccessDraft, menu: { id: Identifier; name?: unknown }) => ({
  name: typeof menu.name === 'string' ? menu.name : '',
  role: Number(draft.role),
  menu: Number(menu.id),
  l: draft.l,
  v: draft.v,
  w: draft.w,
  r: draft.r,
  d: draft.d,
  status: draft.status,
});
