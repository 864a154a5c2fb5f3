// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { smokeCatalogue } from '../e2e/support/smoke/catalogue';
import { sampleFromPattern, seededRandom } from '../e2e/support/smoke/patternSample';
import { createSteps, editedField, typedValue } from '../e2e/support/smoke/values';

// the generated e2e smoke test (tests/e2e/smoke.spec.ts) fills forms with these values: they must be valid

describe('a value from a pattern', () => {
  it.each([
    /^[A-Z]{3}-\d{3}$/,
    /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
    /^https?:\/\/[^\s/]+\S*$/i,
    /^(?:AB|CD)-[0-9]{2,4}$/,
    /^\d{15}$/,
    /^[a-z]+(_[a-z0-9]+)*$/,
  ])('%s accepts what it gives, for many seeds', (pattern) => {
    for (let seed = 1; seed <= 50; seed += 1) expect(sampleFromPattern(pattern, seededRandom(seed))).toMatch(pattern);
  });

  it('keeps within the lengths asked, and says so when it cannot', () => {
    for (let seed = 1; seed <= 20; seed += 1) expect(sampleFromPattern(/^[a-z]{2,30}$/, seededRandom(seed), { max: 4 }).length).toBeLessThanOrEqual(4);
    expect(() => sampleFromPattern(/^\d{3}$/, seededRandom(1), { min: 4 })).toThrow(/no value found/);
  });

  it('differs from seed to seed (so records do not collide)', () => {
    const codes = new Set(Array.from({ length: 20 }, (_, seed) => sampleFromPattern(/^[A-Z]{3}-\d{3}$/, seededRandom(seed))));
    expect(codes.size).toBeGreaterThan(15);
  });
});

describe('the values the smoke test types into every registered resource', () => {
  const catalogue = smokeCatalogue();

  it('reads every registered resource', () => {
    expect(catalogue.map((resource) => resource.name)).toEqual(expect.arrayContaining(['databases', 'users', 'warehouses']));
  });

  it.each(catalogue.filter((resource) => resource.can.create).map((resource) => [resource.name, resource] as const))(
    '%s: every required input gets a value its rules accept',
    (_, resource) => {
      const steps = createSteps(resource, 'k3j9x2a');
      const required = resource.fields.filter((field) => field.required && field.inForm && !field.custom && field.defaultValue === undefined && field.kind !== 'boolean');
      for (const field of required.filter((f) => !f.showWhen)) expect(steps.map((step) => step.field.source)).toContain(field.source);
      const typed = new Map(steps.flatMap((step) => ('type' in step ? [[step.field.source, step.type] as const] : [])));
      for (const step of steps) {
        if (!('type' in step)) continue;
        const { field, type } = step;
        if (field.pattern) expect(type).toMatch(field.pattern);
        if (field.maxLength !== undefined) expect(type.length).toBeLessThanOrEqual(field.maxLength);
        if (field.minLength !== undefined) expect(type.length).toBeGreaterThanOrEqual(field.minLength);
        if (field.matches) expect(type).toBe(typed.get(field.matches));
      }
    },
  );

  it('a password meets the console policy (8+, upper, lower, digit, one of !@#$%^&*)', () => {
    const password = typedValue({ source: 'password', kind: 'password', label: 'Password', required: true, inForm: true, onlyOnCreate: true, readOnly: false, custom: false }, 'k3j9x2a');
    expect(password).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[!@#$%^&*]).{8,}$/);
  });

  it('an edit changes a column the list shows, not the record name when another one will do', () => {
    const warehouses = catalogue.find((resource) => resource.name === 'warehouses')!;
    expect(editedField(warehouses)?.source).toBe('code');
    const roles = catalogue.find((resource) => resource.name === 'roles')!;
    expect(editedField(roles)?.source).toBe('name');
  });
});
