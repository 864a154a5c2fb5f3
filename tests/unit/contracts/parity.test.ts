// @vitest-environment node
// The app's field rules (the resource definitions' JSON) and the server's contract (contracts/endpoints) are the
// same rules: for every field of every resource the app saves, required (when shown, when creating), lengths,
// ranges and patterns agree.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { regexOf } from '../../../contracts/patterns';
import { SAVED_FIELDS } from '../../../contracts/endpoints/resources';
import type { FieldDefinition } from '../../../contracts/resourceDefinition';
import { adminDefinitions } from '../../../resources/admin';

/** A record each contract accepts; a test changes one field of it. */
const VALID: Record<string, Record<string, unknown>> = {
  databases: { id: 0, name: 'Base', alias: 'BAS', databaseType: 1, connectionString: 'Server=x', urlApi: 'https://api.example.co/', storage: '', status: true },
  roles: { id: 0, name: 'Rol', status: true, dataBaseId: 1 },
  users: {
    id: 0, name: 'Ana', login: 'ana', email: 'ana@example.co', document: '', password: 'Segura#2026', databases: [1], roles: [], status: true, changePassword: 'True',
  },
  menus: { id: 0, name: 'Menú', nameEn: 'Menu', path: '/m', root: 0, icon: '', status: true, sourcePrime: true, dataBaseId: 1 },
  warehouses: { code: 'ABC-123', name: 'Bodega', city: 'Cali', address: '', phone: '', active: true },
};

/** Where the server is knowingly more lenient than the form, and why. */
const SERVER_ACCEPTS_MISSING: Record<string, string> = {
  'menus.nameEn': 'older API clients send no English name; the entry keeps an empty one and its Spanish name serves both languages',
};

interface Rules {
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  patterns: string[];
  defaultValue?: unknown;
}

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType; defaultValue?: unknown; checks?: Array<{ _zod: { def: Record<string, unknown> } }> };
type Leaf = z.ZodType & { minLength?: number | null; maxLength?: number | null; minValue?: number | null; maxValue?: number | null };

/** The rules of a contract field, from every schema it is made of (defaults, pipes, preprocessing) and their meta. */
function rulesOf(schema: z.ZodType): Rules {
  const rules: Rules = { patterns: [] };
  const visit = (s: z.ZodType): void => {
    const meta = z.globalRegistry.get(s) as { pattern?: RegExp } | undefined;
    if (meta?.pattern) rules.patterns.push(String(meta.pattern));
    const def = s._zod.def as Def;
    if (def.type === 'default') rules.defaultValue = def.defaultValue;
    if (def.innerType) return visit(def.innerType);
    if (def.type === 'pipe') {
      visit(def.in!);
      visit(def.out!);
      return;
    }
    const leaf = s as Leaf;
    if (def.type === 'string') {
      rules.minLength = leaf.minLength ?? rules.minLength;
      rules.maxLength = leaf.maxLength ?? rules.maxLength;
    }
    if (def.type === 'number') {
      // an integer's own bounds (the safe integers) are no rule of the field
      const bounded = (n: number | null | undefined): n is number => typeof n === 'number' && Math.abs(n) < Number.MAX_SAFE_INTEGER;
      if (bounded(leaf.minValue)) rules.min = leaf.minValue;
      if (bounded(leaf.maxValue)) rules.max = leaf.maxValue;
    }
    for (const check of def.checks ?? []) {
      if (check._zod.def.format === 'regex') rules.patterns.push(String(check._zod.def.pattern));
    }
  };
  visit(schema);
  return rules;
}

/** The valid record with the field's condition to be shown met. */
function shownFor(resource: string, field: FieldDefinition): Record<string, unknown> {
  const record = { ...VALID[resource] };
  const condition = field.showWhen;
  if (condition?.equals !== undefined) record[condition.field] = condition.equals;
  if (condition?.notEquals !== undefined && record[condition.field] === condition.notEquals) record[condition.field] = 1;
  return record;
}

const failsAt = (schema: z.ZodType, record: Record<string, unknown>, field: string) => {
  const result = schema.safeParse(record);
  return !result.success && result.error.issues.some((issue) => issue.path[0] === field);
};

/** A contract's fields, refined or not. */
const shapeOf = (contract: z.ZodType): Record<string, z.ZodType> => (contract as z.ZodObject).shape;

/** The resources the app saves: those with a save endpoint, and the generic REST ones (no endpoints at all). */
const savedResources = adminDefinitions.filter((def) => !def.endpoints || def.endpoints.save);

describe('app rules = server contract', () => {
  it('covers every resource the app saves, and each valid sample passes its contract', () => {
    expect(savedResources.map((def) => def.name).sort()).toEqual(Object.keys(SAVED_FIELDS).sort());
    for (const name of Object.keys(SAVED_FIELDS)) expect(SAVED_FIELDS[name].safeParse(VALID[name]).success, name).toBe(true);
  });

  it("the drift issue 8 found is fixed the app's way (users login 50, email 100, document 20; databases storage 200)", () => {
    const users = shapeOf(SAVED_FIELDS.users);
    expect([users.login, users.email, users.document].map((s) => rulesOf(s).maxLength)).toEqual([50, 100, 20]);
    expect(rulesOf(shapeOf(SAVED_FIELDS.databases).storage).maxLength).toBe(200);
  });

  for (const def of savedResources) {
    const contract = SAVED_FIELDS[def.name];
    const fields = def.fields.filter((field) => field.inForm !== false && !field.transient);

    describe(def.name, () => {
      for (const field of fields) {
        it(`${field.source}: the server knows it, with the same length, range and pattern rules`, () => {
          const server = shapeOf(contract)[field.source];
          expect(server, `${def.name}.${field.source} is missing from the contract`).toBeDefined();
          const rules = rulesOf(server);
          const serverMin = rules.minLength !== undefined && rules.minLength > 1 ? rules.minLength : undefined;
          expect({ minLength: serverMin, maxLength: rules.maxLength, min: rules.min, max: rules.max }).toEqual({
            minLength: field.minLength, maxLength: field.maxLength, min: field.min, max: field.max,
          });
          expect(rules.patterns).toEqual(field.pattern ? [String(regexOf(field.pattern))] : []);
        });

        it(`${field.source}: required on both sides or on neither`, () => {
          const record = shownFor(def.name, field);
          const missing = { ...record };
          delete missing[field.source];
          const serverRequires = failsAt(contract, missing, field.source);
          const serverDefault = rulesOf(shapeOf(contract)[field.source]).defaultValue;
          const lenient = SERVER_ACCEPTS_MISSING[`${def.name}.${field.source}`];
          if (field.required && lenient) {
            expect(serverRequires, lenient).toBe(false);
          } else if (field.required) {
            // a required field with a default is always sent; the server may fill in the same default
            expect(serverRequires || (field.defaultValue !== undefined && serverDefault === field.defaultValue), 'the server must require it').toBe(true);
            // blank is missing (a password is kept as typed: its policy refuses a blank one)
            if (typeof record[field.source] === 'string' && field.kind !== 'password') {
              expect(failsAt(contract, { ...record, [field.source]: '  ' }, field.source)).toBe(true);
            }
          } else {
            expect(serverRequires, 'the server must not require it').toBe(false);
          }
        });
      }
    });
  }
});
