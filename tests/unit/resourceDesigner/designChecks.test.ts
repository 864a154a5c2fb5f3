// @vitest-environment node
// The publish checks of a design, the comparison of two versions, and the definition a design becomes: the
// engine's own schema and checks accept it, so a published resource renders like a built-in one.
import { describe, expect, it } from 'vitest';
import { checkDesign, compareDesigns, type DesignContext } from '../../../contracts/designChecks';
import { definitionOf, messagesOfDesign, runtimeResourceOf } from '../../../contracts/resourceDesign';
import { valueFailure } from '../../../contracts/designValues';
import { resourceDefinitionSchema } from '../../../contracts/resourceDefinition';
import { checkDefinitions } from '../../../src/engine/checkDefinitions';
import type { MessageTree } from '../../../src/shell/i18n/defineMessages';
import { suppliersDesign } from './suppliersDesign';

const context: DesignContext = {
  knownResources: ['warehouses', 'databases'],
  reservedNames: ['warehouses', 'databases'],
  takenPaths: ['/warehouses', '/system/dashboard'],
  groups: [1, 7],
  isAppRoute: (path) => path.startsWith('/system/configuration/'),
};

describe('the publish checks', () => {
  it('accept the issue\'s example', () => {
    expect(checkDesign(suppliersDesign(), context)).toEqual({});
  });

  it('name the input and the reason, in both languages', () => {
    const design = suppliersDesign();
    design.label.es = ' ';
    design.fields[0].label.en = '';
    design.fields[1].source = 'name';
    design.fields[4].reference = { resource: 'suppliersOfSuppliers', optionText: 'name' };
    design.fields[3].choices = [{ id: 'a', label: { es: 'A', en: 'A' } }, { id: 'a', label: { es: 'B', en: '' } }];
    design.fields[2].min = 9;
    design.fields[0].pattern = { regex: '([a-z', message: { es: 'x', en: 'x' } };
    const issues = checkDesign(design, context);
    expect(issues['label.es']).toEqual({ es: 'Etiqueta del recurso en plural: falta el texto en español.', en: 'Plural label of the resource: the Spanish text is missing.' });
    expect(issues['fields.0.label.en'].en).toBe('Field name, label: the English text is missing.');
    expect(issues['fields.1.source'].en).toBe('Field name: another field (number 1) already uses the source name.');
    expect(issues['fields.4.reference.resource'].es).toBe('Campo warehouse: el recurso referenciado "suppliersOfSuppliers" no existe.');
    expect(issues['fields.3.choices.1.id'].en).toBe('Field category: the value a is repeated.');
    expect(issues['fields.3.choices.1.label.en']).toBeDefined();
    expect(issues['fields.2.min'].en).toBe('Field rating: the minimum is above the maximum.');
    expect(issues['fields.0.pattern.regex'].en).toBe('Field name: the pattern is not a valid regular expression.');
  });

  it('issue 47 item 5: ask for the singular label in both languages once the design has one (older designs have none)', () => {
    const design = { ...suppliersDesign(), singular: { es: 'Proveedor', en: '' } };
    expect(checkDesign(design, context)).toEqual({ 'singular.en': { es: 'Etiqueta del recurso en singular: falta el texto en inglés.', en: 'Singular label of the resource: the English text is missing.' } });
    expect(checkDesign(suppliersDesign(), context)).toEqual({});
  });

  it('refuse names, sources and paths that are taken or reserved', () => {
    const design = suppliersDesign();
    design.name = 'warehouses';
    design.fields[0].source = 'id';
    design.menu.path = '/Warehouses';
    design.menu.grants = [];
    const issues = checkDesign(design, context);
    expect(Object.keys(issues).sort()).toEqual(['fields.0.source', 'menu.grants', 'menu.path', 'name', 'sort.field']);
    design.menu.path = '/system/configuration/suppliers';
    expect(checkDesign(design, context)['menu.path'].en).toBe('The path /system/configuration/suppliers is already in use.');
  });
});

describe('comparing two versions', () => {
  it('names the fields added, removed and changed, and the resource settings changed', () => {
    const before = suppliersDesign();
    const after = suppliersDesign();
    after.fields.splice(1, 1);
    after.fields[0].label.en = 'Company';
    after.fields.push({ source: 'phone', kind: 'text', label: { es: 'Teléfono', en: 'Phone' }, required: false, inList: true, sortable: false, filterable: false });
    after.pageSize = 25;
    expect(compareDesigns(before, after)).toEqual({ added: ['phone'], removed: ['email'], changed: [{ source: 'name', properties: ['label'] }], resource: ['pageSize'] });
    expect(compareDesigns(before, before)).toEqual({ added: [], removed: [], changed: [], resource: [] });
  });
});

describe('the definition a design becomes', () => {
  const { definition, messages } = runtimeResourceOf(suppliersDesign());

  it('is a definition of the engine\'s schema that its checks accept, with every label in both languages', () => {
    expect(resourceDefinitionSchema.safeParse(definition).success).toBe(true);
    const problems = checkDefinitions([definition], {
      registry: { icons: [], inputs: [], displays: [], tabs: [], rowActions: [], listActions: [], tabActions: [], pages: [], rules: [] },
      messages: { en: messages.en as MessageTree, es: messages.es as MessageTree },
      resources: ['proveedores', 'warehouses'],
    });
    expect(problems).toEqual([]);
  });

  it('lists the shown fields, filters the filterable ones, and is guarded by its menu entry', () => {
    expect(definition.list.columns).toEqual([
      { source: 'name', sortable: true }, { source: 'email', sortable: false }, { source: 'rating', sortable: true }, { source: 'category', sortable: false },
    ]);
    expect(definition.list.filters?.map((filter) => filter.source)).toEqual(['q', 'name', 'category']);
    expect(definition.permissions).toEqual({ menu: '/proveedores' });
    expect(definition.routes).toBeUndefined();
    expect(definition.fields.find((field) => field.source === 'email')?.pattern).toEqual({ name: 'email', message: 'resources.proveedores.validation.email' });
    expect(messagesOfDesign(suppliersDesign()).es).toMatchObject({ resources: { proveedores: { name: 'Proveedores', choices: { category: { 0: 'Equipos', 1: 'Repuestos' } } } } });
  });

  it('gets routes of its own when its menu path is not /<name>', () => {
    const design = suppliersDesign();
    design.menu.path = '/compras/proveedores';
    expect(definitionOf(design).routes).toEqual({ list: '/compras/proveedores', edit: { path: '/compras/proveedores/record', idQuery: 'id', newId: 'new' } });
  });
});

describe('the rules a value must keep', () => {
  const [name, email, rating, category] = suppliersDesign().fields;
  it('answer the first rule a value breaks', () => {
    expect(valueFailure(name, '  ')).toEqual({ code: 'required' });
    expect(valueFailure(name, 'x'.repeat(81))).toEqual({ code: 'maxLength', max: 80 });
    expect(valueFailure(email, 'nope')).toEqual({ code: 'email' });
    expect(valueFailure(rating, '4')).toEqual({ code: 'number' });
    expect(valueFailure(rating, 0)).toEqual({ code: 'min', min: 1 });
    expect(valueFailure(rating, undefined)).toBeUndefined();
    expect(valueFailure(category, 'otra')).toEqual({ code: 'choice', values: 'equipos, repuestos' });
    expect(valueFailure(category, 'equipos')).toBeUndefined();
  });
});
