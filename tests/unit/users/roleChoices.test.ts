// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keepOfferedRoles, roleChoices } from '../../../src/lines/admin/users/roleChoices';
import { DATABASES, ROLES } from './fakeUsersServer';

describe('role choices of a user', () => {
  it('name each role "role (database alias)"', () => {
    expect(roleChoices(ROLES.slice(0, 3), DATABASES).map((choice) => choice.name)).toEqual([
      'Administrador (INV_BOG)',
      'Operador (INV_BOG)',
      'Técnico (TVS)',
    ]);
  });

  it('fall back to the database name, then its id, while the alias is unknown', () => {
    expect(roleChoices([ROLES[0]], [{ id: 7, name: 'Inventario Bogotá' }])[0].name).toBe('Administrador (Inventario Bogotá)');
    expect(roleChoices([ROLES[0]], [])[0].name).toBe('Administrador (#7)');
  });

  it('keep only the chosen roles still offered (ids compared as text)', () => {
    const offered = roleChoices(ROLES.slice(0, 2), DATABASES);
    expect(keepOfferedRoles([1, '2', 3, 4], offered)).toEqual([1, '2']);
  });
});
