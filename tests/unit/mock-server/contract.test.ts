// @vitest-environment node
// One function turns a refused body into the 400 envelope: a message per field (dotted paths for nested ones),
// in the caller's language, and all of them joined in `message`.
import { describe, expect, it } from 'vitest';
import { userFields } from '../../../contracts/endpoints/users';
import { warehouseFields } from '../../../contracts/endpoints/warehouses';
import { parse } from '../../../mock-server/core/contract';
import { ApiError } from '../../../mock-server/core/refuse';
import { translate, type Lang } from '../../../mock-server/shell/messages';

function refusal(run: () => unknown, lang: Lang = 'en') {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    const e = error as ApiError;
    return {
      status: e.status,
      message: translate(lang, e.msg),
      errors: Object.fromEntries(Object.entries(e.errors ?? {}).map(([field, msg]) => [field, translate(lang, msg)])),
    };
  }
  throw new Error('not refused');
}

describe('parse()', () => {
  it('answers the typed value: texts trimmed, numbers and booleans from their texts, defaults, unknown fields dropped', () => {
    expect(parse(warehouseFields, { code: ' BOG-001 ', name: 'Bodega', city: 'Bogotá', active: 'false', isAdmin: true })).toEqual({
      code: 'BOG-001', name: 'Bodega', city: 'Bogotá', address: '', phone: '', active: false,
    });
  });

  it('names every failing field with its own message, nested ones by their path', () => {
    const refused = refusal(() => parse(userFields, { id: 0, login: 'x'.repeat(51), email: 'no-es-correo', roles: [1, 'dos'], password: 'Segura#2026', passwordConfirm: 'Otra#2026' }));
    expect(refused.status).toBe(400);
    expect(refused.errors).toEqual({
      name: 'The field name is required.',
      login: 'The field login must have at most 50 characters.',
      email: 'The field email must be a valid e-mail address, e.g. ana@example.com.',
      'roles.1': 'The field roles.1 must be an integer.',
      passwordConfirm: 'Passwords do not match',
      databases: 'The user must be linked to at least one database (databases or dataBaseId).',
    });
    expect(refused.message).toBe(`Invalid data: ${Object.values(refused.errors).join(' ')}`);
  });

  it("speaks the caller's language", () => {
    const refused = refusal(() => parse(warehouseFields, { code: 'bog1', city: 'Cali' }), 'es');
    expect(refused.errors).toEqual({
      code: 'El campo code no tiene el formato esperado (ABC-123).',
      name: 'El campo name es obligatorio.',
    });
    expect(refused.message).toMatch(/^Datos no válidos: /);
  });
});
