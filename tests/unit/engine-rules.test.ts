// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formFieldsFor, savedValues, validatorsFor } from '../../src/engine/fieldRules';
import { defineResource } from '../../src/engine/types';

const account = defineResource({
  name: 'accounts',
  recordRepresentation: 'name',
  fields: [
    { source: 'id', kind: 'number', inForm: false },
    { source: 'name', kind: 'text', required: true },
    { source: 'password', kind: 'password', required: true, onlyOnCreate: true, rules: [(v) => (String(v ?? '').length >= 8 ? undefined : 'too_short')] },
    { source: 'passwordConfirm', kind: 'password', required: true, onlyOnCreate: true, transient: true, matches: { field: 'password', message: 'no_match' } },
  ],
  list: { columns: ['name'], pageSize: 10 },
});

const field = (source: string) => account.fields.find((f) => f.source === source)!;
const run = (source: string, value: unknown, values: Record<string, unknown>) =>
  validatorsFor(field(source))
    .map((validate) => validate(value, values, {}))
    .filter(Boolean);

describe('engine rules', () => {
  it('fields marked onlyOnCreate are inputs of the creation form only', () => {
    expect(formFieldsFor(account, true).map((f) => f.source)).toEqual(['name', 'password', 'passwordConfirm']);
    expect(formFieldsFor(account, false).map((f) => f.source)).toEqual(['name']);
  });

  it('a confirmation must match its field', () => {
    expect(run('passwordConfirm', 'Clave#2026', { password: 'Clave#2026' })).toEqual([]);
    expect(run('passwordConfirm', 'Clave#2027', { password: 'Clave#2026' })).toEqual(['no_match']);
  });

  it('custom rules run after the declarative ones', () => {
    expect(run('password', 'corta', {})).toEqual(['too_short']);
    expect(run('password', 'suficiente', {})).toEqual([]);
  });

  it('transient fields are never sent', () => {
    expect(savedValues(account, { name: 'Ana', password: 'x', passwordConfirm: 'x' })).toEqual({ name: 'Ana', password: 'x' });
  });
});
