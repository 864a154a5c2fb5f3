import type { Identifier } from 'react-admin';
import { compareText } from '../../../../contracts/text';
import type { TableType } from '../calls';

/** A permission entry (spec 01 §3): a report (tableType 1) or an upload table (2) of a database. */
export interface PermissionEntry {
  id: Identifier;
  tableType: number;
  name: string;
  databaseId: number;
  databaseName?: string;
}

export interface UserOption {
  id: number;
  name: string;
}

/**
 * What the picker offers: the users of the entry's database, plus any assigned user no longer among them
 * (so the user sees and can remove the assignment), sorted by name.
 */
export const userOptions = (ofDatabase: UserOption[], assigned: UserOption[]): UserOption[] => {
  const byId = new Map<number, UserOption>();
  for (const user of [...ofDatabase, ...assigned]) if (!byId.has(user.id)) byId.set(user.id, user);
  return [...byId.values()].sort((a, b) => compareText(a.name, b.name));
};

/** The body of POST Permission/SaveUserPermint: it replaces the entry's users with these (spec 01 §7.6). */
export const saveUsersPayload = (entry: Pick<PermissionEntry, 'id' | 'tableType'>, users: UserOption[]) => ({
  idTable: Number(entry.id),
  tableType: Number(entry.tableType) as TableType,
  users: users.map((user) => user.id),
});
