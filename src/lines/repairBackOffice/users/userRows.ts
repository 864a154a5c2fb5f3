// The user-management table's rows (spec 04 §2.2, §7): the links the filter finds, each with its user's details.
// A search by name, document or e-mail asks User/getByFilter for the users, then UserManagement/GetByIdUser for
// their links; any other filter asks UserManagement/GetByFilter for the links, then User/getByIdsUser for the users.
import { BACK_OFFICE_DATABASE_ID, USER_SEARCH_TYPE } from '../../../../contracts/endpoints/repairBackOfficeUsers';
import type { BackOfficeUser, RepairBackOfficeCalls, UserFilterBody, UserLinkRow } from '../calls';

/** A link with its user's details; userVersion is the user's version (User/SaveUser), version the link's. */
export type UserRow = UserLinkRow & Omit<BackOfficeUser, 'id' | 'version'> & { userVersion: number };

type Calls = Pick<RepairBackOfficeCalls, 'userGetByFilter' | 'getByIdUser' | 'userManagementGetByFilter' | 'getByIdsUser'>;

const UNKNOWN_USER: Omit<BackOfficeUser, 'id'> = {
  name: '', login: '', email: '', document: '', idRol: null, rol: '', changePassword: 0, status: false, version: 1,
};

/** Each link with its user's details (blank when the user is not among `users`). */
export const joinUsers = (links: readonly UserLinkRow[], users: readonly BackOfficeUser[]): UserRow[] => {
  const byId = new Map(users.map((user) => [user.id, user]));
  return links.map((link) => {
    const { id: _id, version: userVersion, ...user } = byId.get(link.idUser) ?? { id: link.idUser, ...UNKNOWN_USER };
    return { ...link, ...user, userVersion };
  });
};

/** The search type of User/getByFilter for the filter, when it is a search by name, document or e-mail with a value. */
export const userSearchType = (filter: Pick<UserFilterBody, 'type' | 'param1'>) =>
  filter.param1.trim() !== '' && filter.type in USER_SEARCH_TYPE ? USER_SEARCH_TYPE[filter.type as keyof typeof USER_SEARCH_TYPE] : undefined;

/** A page of the table, through the documented sequence of calls. */
export async function loadUserRows(calls: Calls, filter: UserFilterBody): Promise<{ items: UserRow[]; totalItemCount: number }> {
  const searchType = userSearchType(filter);
  if (searchType) {
    const users = await calls.userGetByFilter({ type: searchType, filterValue: filter.param1.trim(), databaseId: BACK_OFFICE_DATABASE_ID });
    if (users.length === 0) return { items: [], totalItemCount: 0 };
    const links = await calls.getByIdUser(users.map((user) => user.id), filter);
    return { items: joinUsers(links.items, users), totalItemCount: links.totalItemCount };
  }
  const links = await calls.userManagementGetByFilter(filter);
  const ids = [...new Set(links.items.map((link) => link.idUser))];
  const users = ids.length > 0 ? await calls.getByIdsUser(ids) : [];
  return { items: joinUsers(links.items, users), totalItemCount: links.totalItemCount };
}
