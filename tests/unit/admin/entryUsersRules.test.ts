// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { saveUsersPayload, userOptions } from '../../../src/lines/admin/permissions/entryUsersRules';

describe('permission entry users', () => {
  it('offers the users of the database plus any assigned one no longer among them, by name, once each', () => {
    const ofDatabase = [
      { id: 3, name: 'Zoila Ruiz' },
      { id: 1, name: 'Álvaro Gómez' },
    ];
    const assigned = [
      { id: 1, name: 'Álvaro Gómez' },
      { id: 8, name: 'Marta Díaz' },
    ];
    expect(userOptions(ofDatabase, assigned).map((user) => user.id)).toEqual([1, 8, 3]);
  });

  it('saves the entry id, its type and the chosen user ids', () => {
    expect(saveUsersPayload({ id: '4', tableType: 2 }, [{ id: 7, name: 'A' }, { id: 2, name: 'B' }])).toEqual({
      idTable: 4,
      tableType: 2,
      users: [7, 2],
    });
    expect(saveUsersPayload({ id: 4, tableType: 1 }, [])).toEqual({ idTable: 4, tableType: 1, users: [] });
  });
});
