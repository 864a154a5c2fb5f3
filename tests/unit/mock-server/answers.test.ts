// @vitest-environment node
// The answer schemas of contracts/endpoints describe what the mock server really answers: each documented read
// (and the sign-in) is called on the seeded data and its envelope parsed with the contract's answer schema.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { auditList } from '../../../contracts/endpoints/audit';
import { databaseGet, databaseList } from '../../../contracts/endpoints/databases';
import { menuGet, menuGetAccess, menuGetItem, menuGetRoot, menuList, type MenuAccessEntry } from '../../../contracts/endpoints/menus';
import { notificationList } from '../../../contracts/endpoints/notifications';
import { permissionList, permissionUsers } from '../../../contracts/endpoints/permissions';
import { roleGet, roleList } from '../../../contracts/endpoints/roles';
import { companyGet, login, type LoginAnswer } from '../../../contracts/endpoints/session';
import { uploadList } from '../../../contracts/endpoints/uploads';
import { userGet, userList, userListAll, usersOfDatabase } from '../../../contracts/endpoints/users';
import { envelopeOf, type Endpoint } from '../../../contracts/envelope';
import { call, withServerForFile, type ServerForFile } from './helpers';

let server: ServerForFile['server'];
let admin: string;

withServerForFile((ready) => ({ server, admin } = ready));

/** Calls the endpoint as its contract says (query string or JSON body) and answers the parsed envelope's data. */
async function ask<E extends Endpoint>(contract: E, input: Record<string, unknown> = {}, token: string | undefined = admin): Promise<z.infer<E['answer']>> {
  const method = contract.method === 'GET|POST' ? 'GET' : contract.method;
  const query = contract.query ? `?${new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)]))}` : '';
  const answer = await call(server, method, `/api/${contract.path}${query}`, { token, body: contract.body ? input : undefined });
  expect(answer.status, `${contract.path}: ${answer.text.slice(0, 300)}`).toBe(200);
  const parsed = envelopeOf(contract.answer).safeParse(answer.body);
  expect(parsed.error?.issues ?? [], contract.path).toEqual([]);
  return parsed.data!.data as z.infer<E['answer']>;
}

const leaves = (entries: MenuAccessEntry[]): MenuAccessEntry[] =>
  entries.flatMap((entry) => (entry.childrenLinks.length ? leaves(entry.childrenLinks) : [entry]));

describe('the answers match their contracts', () => {
  it('sign-in page and session', async () => {
    await ask(companyGet, {}, undefined);
    expect(((await ask(login, { login: 'admin', password: 'Admin#2026' }, undefined)) as LoginAnswer).token).not.toBe('');
  });

  it('databases, roles and users', async () => {
    expect((await ask(databaseList, { pageIndex: 1, pageSize: 5 })).items).toHaveLength(5);
    await ask(databaseGet, { id: 2 });
    const roles = await ask(roleList, { pageIndex: 1, pageSize: 5, dataBaseId: 2 });
    await ask(roleGet, { id: roles.items[0].id });
    const users = await ask(userList, { pageIndex: 1, pageSize: 5, dataBaseId: 2 });
    await ask(userListAll, { dataBaseId: 2 });
    await ask(userGet, { id: users.items[0].id });
    await ask(usersOfDatabase, { idDatabase: 2 });
    await ask(auditList, { resource: 'databases', id: 2, pageIndex: 1, pageSize: 5 });
  });

  it('menus, permission entries, attachments and notifications', async () => {
    const { userId } = (await ask(login, { login: 'admin', password: 'Admin#2026' }, undefined)) as LoginAnswer;
    const menus = await ask(menuList, { pageIndex: 1, pageSize: 5, dataBaseId: 2 });
    await ask(menuGet, { id: menus.items[0].id, databaseId: 2 });
    await ask(menuGetRoot, { databaseId: 2 });
    const tree = await ask(menuGetAccess, { id: userId });
    await ask(menuGetItem, { id: leaves(tree)[0].id, userid: userId });
    const [entry] = await ask(permissionList);
    await ask(permissionUsers, { IdTable: entry.id, TableType: entry.tableType });
    await ask(uploadList, { id: 2, tableName: 'DataBasesObject', islocal: true });
    await ask(notificationList, { idUser: userId });
  });
});
