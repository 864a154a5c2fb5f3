// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SETTABLE } from '../../../mock-server/shell/bulk/crudWriter';
import { LOAN_PHONES_SETTABLE } from '../../../mock-server/shell/bulk/loanPhonesWriter';
import { UPLOAD_TYPES_SETTABLE } from '../../../mock-server/shell/bulk/uploadTypesWriter';
import loanPhones from '../../../resources/repairBackOffice/loanPhones.json';
import uploadTypes from '../../../resources/uploads/uploadTypes.json';
import databases from '../../../resources/admin/databases.json';
import menus from '../../../resources/admin/menus.json';
import roles from '../../../resources/admin/roles.json';
import users from '../../../resources/admin/users.json';

describe('the fields a bulk edit may set on the system lists', () => {
  it('the screen offers exactly the fields the server accepts (the definition and the writer agree)', () => {
    const offered = Object.fromEntries(
      [databases, menus, roles, users].map((definition) => [definition.name, [...(definition.list as { bulkEdit?: string[] }).bulkEdit ?? []].sort()]),
    );
    const accepted = Object.fromEntries(Object.entries(SETTABLE).map(([resource, fields]) => [resource, [...fields].sort()]));
    expect(offered).toEqual(accepted);
  });

  it('the loan phones and upload types lists offer bulk edit of exactly the fields their writers accept', () => {
    for (const [definition, settable] of [[loanPhones, LOAN_PHONES_SETTABLE], [uploadTypes, UPLOAD_TYPES_SETTABLE]] as const) {
      const list = definition.list as { bulkActions?: string[]; bulkEdit?: string[] };
      expect(list.bulkActions, definition.name).toContain('edit');
      expect([...(list.bulkEdit ?? [])].sort(), definition.name).toEqual([...settable].sort());
    }
  });
});
