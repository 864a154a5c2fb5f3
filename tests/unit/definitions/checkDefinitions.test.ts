// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { resourceDefinitionSchema, type ResourceDefinition } from '../../../contracts/resourceDefinition';
import { assertDefinitions, checkDefinitions } from '../../../src/engine/checkDefinitions';
import { registryNames } from '../../../src/engine/registry';
import { LINES, lineOfPath } from '../../../src/lines';
import { MENU_PATHS } from '../../../contracts/menuPaths';
import { HOME_PATH } from '../../../src/shell/routes';
import { definitionList, messagesByLanguage, registry } from '../support/lines';

const context = {
  registry: registryNames(registry),
  messages: messagesByLanguage as never,
  resources: definitionList.map((definition) => definition.name),
};

/** A copy of a built-in definition with one change. */
const changed = (name: string, change: (definition: ResourceDefinition) => void): ResourceDefinition => {
  const copy = structuredClone(definitionList.find((definition) => definition.name === name)!);
  change(copy);
  return copy;
};

const problemsOf = (definition: ResourceDefinition) =>
  checkDefinitions([...definitionList.filter((other) => other.name !== definition.name), definition], context);

describe('the built-in definitions', () => {
  it('have no problem', () => {
    expect(checkDefinitions(definitionList, context)).toEqual([]);
  });
});

describe('a definition is refused, saying which and where, when', () => {
  it('it names a registry entry that does not exist', () => {
    const users = changed('users', (definition) => {
      definition.fields.find((field) => field.source === 'password')!.rules = ['passwordPolicy', 'strongerPolicy'];
      definition.slots = { tabActions: ['AssignExistingUsers', 'ImportUsers'] };
      definition.icon = 'Person';
    });
    expect(problemsOf(users)).toEqual([
      'users: its icon names the icon "Person", which is not in the icons registry',
      'users: field "password" names the rule "strongerPolicy", which is not in the rules registry',
      'users: slots.tabActions names the tab action "ImportUsers", which is not in the tabActions registry',
    ]);
  });

  it('a label has no text in one language', () => {
    const roles = changed('roles', (definition) => {
      definition.fields.push({ source: 'description', kind: 'text' });
      definition.list.columns.push('description');
    });
    const messages = structuredClone(messagesByLanguage) as never as { en: { resources: { roles: { fields: Record<string, string> } } }; es: object };
    messages.en.resources.roles.fields.description = 'Description';
    expect(checkDefinitions([roles], { ...context, messages: messages as never })).toEqual([
      'roles: field "description" label "resources.roles.fields.description" has no Spanish text',
    ]);
  });

  it('a field is in no form, list column or filter', () => {
    const roles = changed('roles', (definition) => definition.fields.push({ source: 'createdAt', kind: 'date', inForm: false }));
    expect(problemsOf(roles)).toContain('roles: field "createdAt" is in no form, list column or filter');
  });

  it('two fields have one source', () => {
    const warehouses = changed('warehouses', (definition) => definition.fields.push({ source: 'code', kind: 'text' }));
    expect(problemsOf(warehouses)).toEqual(['warehouses: two fields have the source "code"']);
  });

  it('it refers to a resource no line declares', () => {
    const users = changed('users', (definition) => {
      definition.fields.find((field) => field.source === 'databases')!.reference!.resource = 'tenants';
    });
    const databases = changed('databases', (definition) => {
      definition.slots!.editTabs!.push({ label: 'resources.databases.tabs.users', resource: 'auditLog' });
    });
    expect(problemsOf(users)).toEqual(['users: field "databases" refers to the resource "tenants", which no line declares']);
    expect(problemsOf(databases)).toEqual([
      'databases: the edit tab "resources.databases.tabs.users" lists the resource "auditLog", which no line declares',
    ]);
  });

  it('a column, the sort or a condition names no field', () => {
    const databases = changed('databases', (definition) => {
      definition.list.columns.push('owner');
      definition.list.sort = { field: 'created', order: 'DESC' };
      definition.fields.find((field) => field.source === 'urlApi')!.showWhen = { field: 'kind', equals: 3 };
      definition.list.bulkEdit = ['status', 'active'];
    });
    expect(problemsOf(databases)).toEqual([
      'databases: field "urlApi" is shown when "kind", which is not a field',
      'databases: list column "owner" is not a field',
      'databases: the bulk editor offers "active", which is not a field',
      'databases: the list is sorted by "created", which is not a field',
    ]);
  });

  it("a state switch, a disabled delete or a dependent select names what is not there; a notice has no text", () => {
    const stores = changed('stores', (definition) => {
      definition.list.columns = definition.list.columns.filter((column) => column !== 'state');
      definition.messages = { ...definition.messages, deleted: 'resources.stores.notices.gone' };
      definition.fields.find((field) => field.source === 'idCity')!.reference!.dependsOn = { field: 'region', filter: 'idDepartment' };
    });
    expect(problemsOf(stores)).toEqual([
      'stores: the deleted notice "resources.stores.notices.gone" has no English text',
      'stores: the deleted notice "resources.stores.notices.gone" has no Spanish text',
      'stores: field "idCity" depends on "region", which is not a field',
      'stores: field "state" is in no form, list column or filter',
      'stores: the state switch\'s "state" is not a list column',
    ]);
    const loans = changed('loanPhones', (definition) => {
      definition.list.deleteDisabled = { when: { field: 'heldBy', notEquals: null }, reason: 'resources.loanPhones.lentNoDelete' };
    });
    expect(problemsOf(loans)).toEqual(['loanPhones: the delete is disabled by "heldBy", which is not a field']);
  });

  it('every problem at once, in one error', () => {
    const roles = changed('roles', (definition) => {
      definition.fields.push({ source: 'name', kind: 'text' }, { source: 'notes', kind: 'custom', input: 'NotesInput', inForm: false });
    });
    expect(() => assertDefinitions([roles], { ...context, resources: ['roles', 'databases'] })).toThrow(
      [
        'The resource definitions have 5 problem(s):',
        '- roles: field "notes" names the input "NotesInput", which is not in the inputs registry',
        '- roles: field "notes" label "resources.roles.fields.notes" has no English text',
        '- roles: field "notes" label "resources.roles.fields.notes" has no Spanish text',
        '- roles: two fields have the source "name"',
        '- roles: field "notes" is in no form, list column or filter',
      ].join('\n'),
    );
  });
});

describe('the schema', () => {
  it('refuses what JSON cannot carry or the engine cannot read, with the path', () => {
    const bad = {
      ...definitionList.find((definition) => definition.name === 'warehouses'),
      fields: [{ source: 'code', kind: 'text', pattern: { regex: '[A-Z', message: 'x' } }, { source: 'name', kind: 'textarea' }],
      extra: true,
    };
    const issues = resourceDefinitionSchema.safeParse(bad).error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.code}`);
    expect(issues).toEqual(expect.arrayContaining(['fields.0.pattern.regex: custom', 'fields.1.kind: invalid_value', ': unrecognized_keys']));
  });

  it('refuses a function or a RegExp where data is expected', () => {
    const databases = definitionList.find((definition) => definition.name === 'databases')!;
    const withFunction = { ...databases, fields: [{ ...databases.fields[0], defaultValue: () => 1 }] };
    const withRegExp = { ...databases, fields: [{ ...databases.fields[0], pattern: { regex: /x/, message: 'm' } }] };
    expect(resourceDefinitionSchema.safeParse(withFunction).success).toBe(false);
    expect(resourceDefinitionSchema.safeParse(withRegExp).success).toBe(false);
  });

  it("names a pattern of contracts/patterns.ts (the server's own) or gives a regex, never both or an unknown name", () => {
    const databases = definitionList.find((definition) => definition.name === 'databases')!;
    const withPattern = (pattern: object) => ({ ...databases, fields: [{ ...databases.fields[0], pattern: { message: 'm', ...pattern } }] });
    expect(resourceDefinitionSchema.safeParse(withPattern({ name: 'email' })).success).toBe(true);
    expect(resourceDefinitionSchema.safeParse(withPattern({ name: 'phone' })).success).toBe(false);
    expect(resourceDefinitionSchema.safeParse(withPattern({ name: 'email', regex: '^x$' })).success).toBe(false);
    expect(resourceDefinitionSchema.safeParse(withPattern({})).success).toBe(false);
  });
});

describe('the lines manifest (resources/lines.json)', () => {
  it.each(LINES.map((entry) => [entry.name, entry] as const))('says what the %s line declares and where its screens are', async (name, entry) => {
    const line = await entry.load();
    expect(line.name).toBe(name);
    expect([...entry.resources].sort()).toEqual(line.definitions.map((definition) => definition.name).sort());
    // every screen of its resources opens the line: spec routes, or react-admin's /<name> routes
    const screens = line.definitions.flatMap((definition) =>
      definition.routes ? [definition.routes.list, definition.routes.edit?.path].filter(Boolean) : [`/${definition.name}`, `/${definition.name}/7`],
    );
    for (const path of [...screens, entry.home]) expect(lineOfPath(path!)?.name, path).toBe(name);
  });
});

describe('the screen paths are those of the menu table (contracts/menuPaths.ts)', () => {
  const known = new Set<string>(Object.values(MENU_PATHS));
  it('every path of the lines manifest that is no pattern, and the first screen of every line, is in the table', () => {
    const named = LINES.flatMap((line) => [...line.paths.filter((path) => !path.includes('*')), line.home]);
    expect(named.filter((path) => !known.has(path))).toEqual([]);
  });
  it('every resource definition names its menu entry by a path of the table', () => {
    const menus = definitionList.flatMap((definition) => (definition.permissions?.menu ? [definition.permissions.menu] : []));
    expect(menus.length).toBeGreaterThan(0);
    expect(menus.filter((path) => !known.has(path))).toEqual([]);
  });
  it('the home the sign-in chunk writes (kept free of imports) is the dashboard', () => {
    expect(HOME_PATH).toBe(MENU_PATHS.dashboard);
  });
});
