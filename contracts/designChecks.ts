/**
 * The publish checks of a resource design (issue 19): what makes a design unpublishable, each failure named by
 * the path of the input that holds it (`fields.2.label.en`) with its reason in both languages, and the
 * difference between two versions. Pure: the server refuses with them, the designer shows them.
 */
import type { Bilingual, DesignDifference, DesignField, DesignRule, ResourceDesign } from './endpoints/resourceDesigner';

export interface DesignContext {
  /** resources a reference may point to (built-in and published ones) */
  knownResources: readonly string[];
  /** names the design may not take (built-in resources and REST collections) */
  reservedNames: readonly string[];
  /** menu paths other entries (or the app's own routes) already use */
  takenPaths: readonly string[];
  /** the top-level menu groups a resource may be placed in */
  groups: readonly number[];
  /** whether a path is one of the app's own routes (a business line's screens) */
  isAppRoute?: (path: string) => boolean;
}

export type DesignIssues = Record<string, Bilingual>;

const NAME = /^[a-z][A-Za-z0-9]*$/;
const SOURCE = /^[a-z][A-Za-z0-9_]*$/;
const PATH = /^(\/[A-Za-z0-9_-]+)+$/;
/** what the generic REST routes and the list filters use themselves */
const RESERVED_SOURCES = new Set(['id', 'version', 'q']);
/** Names every object answers to (constructor, toString...): a collection or a value looked up by one would find them. */
const OBJECT_NAMES = new Set(Object.getOwnPropertyNames(Object.prototype));

const compiles = (regex: string) => {
  try {
    new RegExp(regex);
    return true;
  } catch {
    return false;
  }
};

const LANGUAGES: Array<[keyof Bilingual, Bilingual]> = [
  ['es', { es: 'español', en: 'Spanish' }],
  ['en', { es: 'inglés', en: 'English' }],
];

/** Every check of one design; an empty object means it may be published. */
export const checkDesign = (design: ResourceDesign, context: DesignContext): DesignIssues => {
  const issues: DesignIssues = {};
  const add = (path: string, es: string, en: string) => {
    issues[path] ??= { es, en };
  };
  const bilingualText = (path: string, text: Bilingual | undefined, what: Bilingual) => {
    for (const [lang, name] of LANGUAGES) {
      if (!text?.[lang]?.trim()) add(`${path}.${lang}`, `${what.es}: falta el texto en ${name.es}.`, `${what.en}: the ${name.en} text is missing.`);
    }
  };

  if (!NAME.test(design.name)) add('name', 'El nombre debe empezar con una minúscula y tener solo letras y números (p. ej. proveedores).', 'The name must start with a lowercase letter and hold only letters and digits (e.g. suppliers).');
  else if (OBJECT_NAMES.has(design.name)) add('name', `El nombre ${design.name} está reservado: elija otro.`, `The name ${design.name} is reserved: choose another.`);
  else if (context.reservedNames.includes(design.name)) add('name', `Ya existe un recurso llamado ${design.name}.`, `A resource named ${design.name} already exists.`);
  bilingualText('label', design.label, { es: 'Etiqueta del recurso en plural', en: 'Plural label of the resource' });
  // designs made before the singular label have none; once given, both languages are
  if (design.singular) bilingualText('singular', design.singular, { es: 'Etiqueta del recurso en singular', en: 'Singular label of the resource' });
  if (design.fields.length === 0) add('fields', 'El recurso necesita al menos un campo.', 'The resource needs at least one field.');

  const seen = new Map<string, number>();
  design.fields.forEach((field, index) => checkField(field, index, { add, bilingualText, seen, context }));

  if (design.sort && !design.fields.some((field) => field.source === design.sort!.field)) {
    add('sort.field', `El orden por defecto usa el campo ${design.sort.field}, que no existe.`, `The default sort uses the field ${design.sort.field}, which does not exist.`);
  }
  (design.rules ?? []).forEach((rule, index) => checkRule(rule, index, design.fields, { add, bilingualText }));
  const { menu } = design;
  if (!PATH.test(menu.path)) add('menu.path', 'La ruta debe empezar con / y tener solo letras, números, - y _ (p. ej. /proveedores).', 'The path must start with / and hold only letters, digits, - and _ (e.g. /suppliers).');
  else if (context.takenPaths.some((path) => path.toLowerCase() === menu.path.toLowerCase()) || context.isAppRoute?.(menu.path)) add('menu.path', `La ruta ${menu.path} ya está en uso.`, `The path ${menu.path} is already in use.`);
  if (!context.groups.includes(menu.group)) add('menu.group', 'Elija el grupo del menú.', 'Choose the menu group.');
  if (!/^[A-Za-z]\w*$/.test(menu.icon)) add('menu.icon', 'Elija un icono.', 'Choose an icon.');
  if (!menu.grants.some((grant) => Object.values(grant.flags).some(Boolean))) add('menu.grants', 'Al menos un rol debe poder usar el recurso.', 'At least one role must be able to use the resource.');
  return issues;
};

interface FieldCheckTools {
  add: (path: string, es: string, en: string) => void;
  bilingualText: (path: string, text: Bilingual | undefined, what: Bilingual) => void;
  seen: Map<string, number>;
  context: DesignContext;
}

const checkField = (field: DesignField, index: number, { add, bilingualText, seen, context }: FieldCheckTools) => {
  const at = `fields.${index}`;
  const name = field.source || `#${index + 1}`;
  const what = { es: `Campo ${name}`, en: `Field ${name}` };
  if (!SOURCE.test(field.source)) add(`${at}.source`, `${what.es}: la fuente debe empezar con una minúscula y tener solo letras, números y _.`, `${what.en}: the source must start with a lowercase letter and hold only letters, digits and _.`);
  else if (RESERVED_SOURCES.has(field.source) || OBJECT_NAMES.has(field.source)) add(`${at}.source`, `${what.es}: ${field.source} está reservado.`, `${what.en}: ${field.source} is reserved.`);
  else if (seen.has(field.source)) add(`${at}.source`, `${what.es}: otro campo (el ${seen.get(field.source)! + 1}) ya usa la fuente ${field.source}.`, `${what.en}: another field (number ${seen.get(field.source)! + 1}) already uses the source ${field.source}.`);
  else seen.set(field.source, index);
  bilingualText(`${at}.label`, field.label, { es: `${what.es}, etiqueta`, en: `${what.en}, label` });
  if (field.minLength !== undefined && field.maxLength !== undefined && field.minLength > field.maxLength) {
    add(`${at}.minLength`, `${what.es}: la longitud mínima supera la máxima.`, `${what.en}: the minimum length is above the maximum.`);
  }
  if (field.min !== undefined && field.max !== undefined && field.min > field.max) add(`${at}.min`, `${what.es}: el mínimo supera el máximo.`, `${what.en}: the minimum is above the maximum.`);
  if (field.pattern) {
    if (!field.pattern.regex || !compiles(field.pattern.regex)) add(`${at}.pattern.regex`, `${what.es}: el patrón no es una expresión regular válida.`, `${what.en}: the pattern is not a valid regular expression.`);
    bilingualText(`${at}.pattern.message`, field.pattern.message, { es: `${what.es}, mensaje del patrón`, en: `${what.en}, pattern message` });
  }
  if (field.kind === 'select') {
    const choices = field.choices ?? [];
    if (choices.length === 0) add(`${at}.choices`, `${what.es}: una lista de opciones necesita al menos una opción.`, `${what.en}: a select needs at least one choice.`);
    const ids = new Set<string>();
    choices.forEach((choice, c) => {
      if (!choice.id.trim()) add(`${at}.choices.${c}.id`, `${what.es}: la opción ${c + 1} no tiene valor.`, `${what.en}: choice ${c + 1} has no value.`);
      else if (ids.has(choice.id)) add(`${at}.choices.${c}.id`, `${what.es}: el valor ${choice.id} se repite.`, `${what.en}: the value ${choice.id} is repeated.`);
      ids.add(choice.id);
      bilingualText(`${at}.choices.${c}.label`, choice.label, { es: `${what.es}, opción ${c + 1}`, en: `${what.en}, choice ${c + 1}` });
    });
  }
  if (field.kind === 'reference') {
    const target = field.reference?.resource ?? '';
    if (!context.knownResources.includes(target)) {
      add(`${at}.reference.resource`, `${what.es}: el recurso referenciado "${target}" no existe.`, `${what.en}: the referenced resource "${target}" does not exist.`);
    }
    if (!field.reference?.optionText?.trim()) add(`${at}.reference.optionText`, `${what.es}: indique qué campo nombra el registro referenciado.`, `${what.en}: say which field names the referenced record.`);
  }
};

/** The kinds the order rules (on or before, on or after) compare. */
const ORDERED_KINDS = new Set<DesignField['kind']>(['date', 'number']);

const RULE_NAMES: Record<DesignRule['kind'], Bilingual> = {
  differs: { es: 'distinto de', en: 'differs from' },
  notAfter: { es: 'igual o anterior a', en: 'on or before' },
  notBefore: { es: 'igual o posterior a', en: 'on or after' },
};

/**
 * A rule across two fields: both fields exist and are not the same one; an order rule compares two dates or two
 * numbers; its message is written in both languages. Issues are named `rules.<i>.field|other|message.<lang>`.
 */
const checkRule = (rule: DesignRule, index: number, fields: readonly DesignField[], { add, bilingualText }: Pick<FieldCheckTools, 'add' | 'bilingualText'>) => {
  const at = `rules.${index}`;
  const what = { es: `Regla ${index + 1}`, en: `Rule ${index + 1}` };
  const field = fields.find((candidate) => candidate.source === rule.field);
  const other = fields.find((candidate) => candidate.source === rule.other);
  if (!field) add(`${at}.field`, `${what.es}: el campo "${rule.field}" no existe.`, `${what.en}: the field "${rule.field}" does not exist.`);
  if (!other) add(`${at}.other`, `${what.es}: el campo "${rule.other}" no existe.`, `${what.en}: the field "${rule.other}" does not exist.`);
  else if (rule.other === rule.field) add(`${at}.other`, `${what.es}: compare el campo con otro, no consigo mismo.`, `${what.en}: compare the field with another one, not with itself.`);
  if (field && other && rule.kind !== 'differs') {
    const name = RULE_NAMES[rule.kind];
    if (!ORDERED_KINDS.has(field.kind)) add(`${at}.field`, `${what.es}: "${name.es}" compara fechas o números; ${rule.field} es de tipo ${field.kind}.`, `${what.en}: "${name.en}" compares dates or numbers; ${rule.field} is a ${field.kind}.`);
    else if (other.kind !== field.kind) add(`${at}.other`, `${what.es}: ${rule.other} debe ser del mismo tipo que ${rule.field} (${field.kind}).`, `${what.en}: ${rule.other} must be of the same kind as ${rule.field} (${field.kind}).`);
  }
  bilingualText(`${at}.message`, rule.message, { es: `${what.es}, mensaje`, en: `${what.en}, message` });
};

const RESOURCE_PROPERTIES = ['name', 'label', 'singular', 'pageSize', 'sort', 'menu', 'rules'] as const;
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Fields added, removed and changed (with the properties that changed) from `from` to `to`. */
export const compareDesigns = (from: ResourceDesign, to: ResourceDesign): DesignDifference => {
  const before = new Map(from.fields.map((field) => [field.source, field]));
  const after = new Map(to.fields.map((field) => [field.source, field]));
  const changed = [...after.values()]
    .filter((field) => before.has(field.source))
    .map((field) => {
      const old = before.get(field.source)!;
      const keys = new Set([...Object.keys(old), ...Object.keys(field)]);
      const properties = [...keys].filter((key) => !same(old[key as keyof DesignField], field[key as keyof DesignField]));
      return { source: field.source, properties };
    })
    .filter((entry) => entry.properties.length > 0);
  return {
    added: [...after.keys()].filter((source) => !before.has(source)),
    removed: [...before.keys()].filter((source) => !after.has(source)),
    changed,
    // no rules and an empty list of rules are the same
    resource: RESOURCE_PROPERTIES.filter((key) => (key === 'rules' ? !same(from.rules ?? [], to.rules ?? []) : !same(from[key], to[key]))),
  };
};
