// @vitest-environment node
// Rules across two fields of a design (issue 35 item 4, "donor differs from receiving operator"): what each kind
// lets through, the publish checks that refuse a rule on a missing field or on kinds it cannot compare, the form's
// check the definition carries (the same message under the field), the bundle diff's count of stored records a
// new rule refuses, and the designer's edits that keep rules on the fields they name.
import { describe, expect, it } from 'vitest';
import { checkDesign, compareDesigns, type DesignContext } from '../../../contracts/designChecks';
import { recordFailures, ruleFailures, ruleHolds } from '../../../contracts/designValues';
import type { DesignRule, ResourceDesign } from '../../../contracts/endpoints/resourceDesigner';
import { definitionOf, messagesOfDesign } from '../../../contracts/resourceDesign';
import { resourceDefinitionSchema } from '../../../contracts/resourceDefinition';
import { checkDefinitions } from '../../../src/engine/checkDefinitions';
import { validatorsFor } from '../../../src/engine/fieldRules';
import type { FieldDef } from '../../../src/engine/types';
import type { MessageTree } from '../../../src/shell/i18n/defineMessages';
import { addRule, removeField, removeRule, withField } from '../../../src/lines/resourceDesigner/designRules';
import { diffResource, ruleChanges } from '../../../mock-server/lines/resourceDesigner/bundles';
import { portabilityDesign, portabilityRequests, PORTABILITY_RULES } from '../../../mock-server/lines/resourceDesigner/seedPortabilityData';

const place = { group: 7, grants: [{ role: 1, flags: { l: true, v: true, w: true, r: true, d: true } }] };
const v2 = portabilityDesign(2, place);
const v3 = portabilityDesign(3, place);
const context: DesignContext = { knownResources: [], reservedNames: [], takenPaths: [], groups: [7] };
const rule = (patch: Partial<DesignRule>): DesignRule => ({ kind: 'differs', field: 'receivingOperator', other: 'donorOperator', message: { es: 'Distintos.', en: 'Different.' }, ...patch });

describe('a rule across two fields', () => {
  it('differs: the same value is refused, two different ones pass (as text: a select may hold a number as text)', () => {
    expect(ruleHolds('differs', 'claro', 'claro')).toBe(false);
    expect(ruleHolds('differs', ' claro ', 'claro')).toBe(false);
    expect(ruleHolds('differs', 'claro', 'tigo')).toBe(true);
    expect(ruleHolds('differs', 3, '3')).toBe(false);
  });

  it('notAfter / notBefore compare dates (a date and a date-time too) and numbers, the same value passing both', () => {
    expect(ruleHolds('notBefore', '2026-09-04', '2026-09-01')).toBe(true);
    expect(ruleHolds('notBefore', '2026-08-31', '2026-09-01')).toBe(false);
    expect(ruleHolds('notBefore', '2026-09-01', '2026-09-01')).toBe(true);
    expect(ruleHolds('notAfter', '2026-09-01', '2026-09-01T10:00:00Z')).toBe(true);
    expect(ruleHolds('notAfter', '2026-09-02', '2026-09-01T10:00:00Z')).toBe(false);
    expect(ruleHolds('notAfter', 5, 10)).toBe(true);
    expect(ruleHolds('notAfter', 11, 10)).toBe(false);
    expect(ruleHolds('notBefore', 9, 10)).toBe(false);
  });

  it('lets empty values through (whether one must be given is the field\'s required)', () => {
    for (const kind of ['differs', 'notAfter', 'notBefore'] as const) {
      for (const [a, b] of [[null, 'x'], ['x', undefined], ['', ''], ['  ', '2026-01-01'], [undefined, null]]) expect(ruleHolds(kind, a, b)).toBe(true);
    }
  });

  it('is broken by a record on the rule\'s field, with its message; the first broken rule of a field wins', () => {
    const request = { donorOperator: 'tigo', receivingOperator: 'tigo', requestedAt: '2026-11-02', scheduledAt: '2026-11-01' };
    expect(ruleFailures(PORTABILITY_RULES, request)).toEqual({ receivingOperator: PORTABILITY_RULES[0].message, scheduledAt: PORTABILITY_RULES[1].message });
    expect(ruleFailures([rule({ message: { es: 'uno', en: 'one' } }), rule({ message: { es: 'dos', en: 'two' } })], request).receivingOperator.en).toBe('one');
    expect(ruleFailures(PORTABILITY_RULES, { ...request, receivingOperator: 'claro', scheduledAt: null })).toEqual({});
    // the seeded requests keep both rules
    expect(portabilityRequests().filter((row) => recordFailures(v3, row).length > 0)).toEqual([]);
  });
});

describe('the publish checks of a design\'s rules', () => {
  it('accept the portability design\'s two rules', () => {
    expect(checkDesign(v3, context)).toEqual({});
  });

  it('refuse a rule on a missing field, a field compared with itself, an order on texts or on two kinds, a missing message', () => {
    const design: ResourceDesign = {
      ...v3,
      rules: [
        rule({ field: 'operator' }),
        rule({ other: 'receivingOperator' }),
        rule({ kind: 'notAfter', field: 'holderName', other: 'phoneNumber' }),
        rule({ kind: 'notBefore', field: 'scheduledAt', other: 'holderName' }),
        rule({ message: { es: 'Distintos.', en: ' ' } }),
        rule({ other: 'nada' }),
      ],
    };
    const issues = checkDesign(design, context);
    expect(issues['rules.0.field']).toEqual({ es: 'Regla 1: el campo "operator" no existe.', en: 'Rule 1: the field "operator" does not exist.' });
    expect(issues['rules.1.other'].en).toBe('Rule 2: compare the field with another one, not with itself.');
    expect(issues['rules.2.field'].es).toBe('Regla 3: "igual o anterior a" compara fechas o números; holderName es de tipo text.');
    expect(issues['rules.3.other'].en).toBe('Rule 4: holderName must be of the same kind as scheduledAt (date).');
    expect(issues['rules.4.message.en'].en).toBe('Rule 5, message: the English text is missing.');
    expect(issues['rules.5.other'].en).toBe('Rule 6: the field "nada" does not exist.');
    expect(Object.keys(issues).filter((path) => !path.startsWith('rules.'))).toEqual([]);
  });

  it('count a changed rule as a change of the resource when two versions are compared (no rules = none)', () => {
    expect(compareDesigns(v2, v3).resource).toEqual(['rules']);
    expect(compareDesigns(v2, { ...v2, rules: [] }).resource).toEqual([]);
  });
});

describe('the definition a design with rules becomes', () => {
  const definition = definitionOf(v3);
  const messages = messagesOfDesign(v3);
  const receiving = definition.fields.find((field) => field.source === 'receivingOperator')!;

  it('puts each rule on its field with its message in both languages, and the engine\'s schema and checks accept it', () => {
    expect(receiving.compare).toEqual([{ kind: 'differs', field: 'donorOperator', message: 'resources.portabilityRequests.rules.0' }]);
    expect(definition.fields.find((field) => field.source === 'scheduledAt')!.compare).toEqual([{ kind: 'notBefore', field: 'requestedAt', message: 'resources.portabilityRequests.rules.1' }]);
    expect(definition.fields.find((field) => field.source === 'donorOperator')!.compare).toBeUndefined();
    expect((messages.es.resources as MessageTree & Record<string, any>).portabilityRequests.rules['0']).toBe('El operador receptor debe ser distinto del operador donante.');
    expect((messages.en.resources as MessageTree & Record<string, any>).portabilityRequests.rules['1']).toBe('The scheduled date cannot be before the requested date.');
    expect(resourceDefinitionSchema.safeParse(definition).success).toBe(true);
    const problems = checkDefinitions([definition], {
      registry: { icons: [], inputs: [], displays: [], tabs: [], rowActions: [], listActions: [], tabActions: [], pages: [], rules: [] },
      messages: { en: messages.en as MessageTree, es: messages.es as MessageTree },
      resources: ['portabilityRequests'],
    });
    expect(problems).toEqual([]);
  });

  it('is checked by the form before sending: the message under the receiving operator when it is the donor', () => {
    const checks = validatorsFor(receiving as FieldDef);
    const run = (values: Record<string, unknown>) => checks.map((check) => check(values.receivingOperator, values)).find(Boolean);
    expect(run({ donorOperator: 'tigo', receivingOperator: 'tigo' })).toBe('resources.portabilityRequests.rules.0');
    expect(run({ donorOperator: 'tigo', receivingOperator: 'claro' })).toBeUndefined();
    expect(run({ donorOperator: undefined, receivingOperator: 'claro' })).toBeUndefined();
  });
});

describe('a bundle\'s diff of rules', () => {
  const rows = portabilityRequests();
  const scheduled = rows.filter((row) => row.scheduledAt).length;
  const groups = [{ id: 7, name: 'Portabilidad', nameEn: 'Portability' }];
  const roles = [{ id: 1, name: 'Administrador' }];

  it('counts the stored records a new rule refuses; a removed or reworded one refuses none', () => {
    const backwards = rule({ kind: 'notAfter', field: 'scheduledAt', other: 'requestedAt', message: { es: 'Antes.', en: 'Before.' } });
    const reworded = { ...PORTABILITY_RULES[0], message: { es: 'Otro texto.', en: 'Other text.' } };
    expect(ruleChanges(PORTABILITY_RULES, [reworded, backwards], rows)).toEqual([
      { change: 'added', rule: backwards, breaking: scheduled },
      { change: 'removed', rule: PORTABILITY_RULES[1], breaking: 0 },
      { change: 'changed', rule: reworded, breaking: 0 },
    ]);
    expect(scheduled).toBeGreaterThan(10);
  });

  it('makes a design whose rules changed a changed resource, with each rule and the records it would refuse', () => {
    const broken = [...rows, { ...rows[0], id: 41, receivingOperator: rows[0].donorOperator }];
    const entry = { name: v3.name, version: 3, design: { ...v3, menu: { path: v3.menu.path, icon: v3.menu.icon, parent: { path: '', name: 'Portabilidad', nameEn: 'Portability' }, grants: [] } } };
    const diff = diffResource(entry, { design: v3, missingRoles: [], missingGroup: false }, { current: { design: v2, version: 2 }, rows: broken }, groups, roles, {});
    expect(diff.status).toBe('changed');
    expect(diff.resource).toEqual(['rules']);
    expect(diff.rules.map((change) => [change.change, change.rule.field, change.breaking])).toEqual([['added', 'receivingOperator', 1], ['added', 'scheduledAt', 0]]);
    const same = diffResource(entry, { design: v3, missingRoles: [], missingGroup: false }, { current: { design: v3, version: 3 }, rows: broken }, groups, roles, {});
    expect([same.status, same.rules]).toEqual(['unchanged', []]);
  });
});

describe('the designer\'s edits of rules', () => {
  it('adds a rule between two dates first, follows a renamed field, drops the rules of a removed one', () => {
    const added = addRule(v2);
    expect(added.rules).toEqual([{ kind: 'notBefore', field: 'scheduledAt', other: 'requestedAt', message: { es: '', en: '' } }]);
    const renamed = withField(v3, v3.fields.findIndex((field) => field.source === 'donorOperator'), { source: 'donor' });
    expect(renamed.rules![0]).toMatchObject({ field: 'receivingOperator', other: 'donor' });
    const removed = removeField(v3, v3.fields.findIndex((field) => field.source === 'requestedAt'));
    expect(removed.rules).toEqual([PORTABILITY_RULES[0]]);
    expect('rules' in removeRule(removeRule(v3, 0), 0)).toBe(false);
  });
});
