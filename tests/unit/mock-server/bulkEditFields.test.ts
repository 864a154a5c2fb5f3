import { describe, expect, it } from 'vitest';
import { SETTABLE } from '../../../mock-server/bulk/crudWriter';
import databases from '../../../src/lines/admin/resources/databases.json';
import menus from '../../../src/lines/admin/resources/menus.json';
import roles from '../../../src/lines/admin/resources/roles.json';
import users from '../../../src/lines/admin/resources/users.json';

describe('the fields a bulk edit may set on the system lists', () => {
  it('the screen offers exactly the fields the server accepts (the definition and the writer agree)', () => {
    const offered = Object.fromEntries(
      [databases, menus, roles, users].map((definition) => [definition.name, [...(definition.list as { bulkEdit?: string[] }).bulkEdit ?? []].sort()]),
    );
    const accepted = Object.fromEntries(Object.entries(SETTABLE).map(([resource, fields]) => [resource, [...fields].sort()]));
    expect(offered).toEqual(accepted);
  });
});
