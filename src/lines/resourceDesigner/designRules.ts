/**
 * The designer's editing rules, pure: a new design and field, the changes an editor makes (immutable), and the
 * server's refusals read back onto inputs (`fields.2.label.en` → that input).
 */
import type { DesignField, DesignFlags, DesignRule, DesignVersion, ResourceDesign } from '../../../contracts/endpoints/resourceDesigner';
import { SEED_PUBLISHER } from '../../../contracts/endpoints/resourceDesignerConstants';

export const NO_FLAGS: DesignFlags = { l: false, v: false, w: false, r: false, d: false };
export const ALL_FLAGS: DesignFlags = { l: true, v: true, w: true, r: true, d: true };

/** A new design: in the first menu group, every flag for the first role (the administrators). */
export const emptyDesign = (groups: ReadonlyArray<{ id: number }>, roles: ReadonlyArray<{ id: number }>): ResourceDesign => ({
  name: '',
  label: { es: '', en: '' },
  singular: { es: '', en: '' },
  fields: [],
  pageSize: 10,
  menu: { group: groups[0]?.id ?? 0, path: '/', icon: 'Widgets', grants: roles.slice(0, 1).map((role) => ({ role: role.id, flags: { ...ALL_FLAGS } })) },
});

export const emptyField = (n: number): DesignField => ({
  source: `field${n}`,
  kind: 'text',
  label: { es: '', en: '' },
  required: false,
  inList: true,
  sortable: false,
  filterable: false,
});

/** The menu path follows the name until the administrator writes one of their own. */
export const withName = (design: ResourceDesign, name: string): ResourceDesign => {
  const followed = design.menu.path === `/${design.name}` || design.menu.path === '/';
  return { ...design, name, menu: followed ? { ...design.menu, path: `/${name}` } : design.menu };
};

/** One language of the plural (`label`) or singular label changed; a design made before the singular gets one. */
export const withLabel = (design: ResourceDesign, which: 'label' | 'singular', lang: 'es' | 'en', text: string): ResourceDesign => ({
  ...design,
  [which]: { ...(design[which] ?? { es: '', en: '' }), [lang]: text },
});

/** A field changed; a new source is followed by the rules that name the old one. */
export const withField = (design: ResourceDesign, index: number, patch: Partial<DesignField>): ResourceDesign => {
  const before = design.fields[index]?.source;
  const after = patch.source;
  const renamed = after !== undefined && before !== undefined && after !== before;
  const rename = (source: string) => (renamed && source === before ? after : source);
  return {
    ...design,
    fields: design.fields.map((field, i) => (i === index ? cleanField({ ...field, ...patch }) : field)),
    ...(renamed && design.rules && { rules: design.rules.map((rule) => ({ ...rule, field: rename(rule.field), other: rename(rule.other) })) }),
  };
};

/** Rules that do not apply to the field's kind are dropped (a number keeps no length, a text no range). */
const cleanField = (field: DesignField): DesignField => {
  const texts = ['text', 'multiline', 'email', 'url'].includes(field.kind);
  const next = { ...field };
  if (!texts) {
    delete next.minLength;
    delete next.maxLength;
    delete next.pattern;
  }
  if (field.kind !== 'number') {
    delete next.min;
    delete next.max;
  }
  if (field.kind !== 'select') delete next.choices;
  else next.choices ??= [];
  if (field.kind !== 'reference') delete next.reference;
  else next.reference ??= { resource: '', optionText: 'name' };
  return next;
};

export const addField = (design: ResourceDesign): ResourceDesign => ({ ...design, fields: [...design.fields, emptyField(design.fields.length + 1)] });

/** A field removed, with the default sort and the rules that named it. */
export const removeField = (design: ResourceDesign, index: number): ResourceDesign => {
  const source = design.fields[index]?.source;
  return {
    ...design,
    fields: design.fields.filter((_, i) => i !== index),
    sort: design.sort?.field === source ? undefined : design.sort,
    ...(design.rules && { rules: design.rules.filter((rule) => rule.field !== source && rule.other !== source) }),
  };
};

// --- rules across two fields ------------------------------------------------------------------------------------

/**
 * A new rule: the first two fields of one kind that can be ordered (dates or numbers) on or after one another,
 * else "the second field differs from the first"; its message is for the administrator to write.
 */
export const emptyRule = (design: ResourceDesign): DesignRule => {
  const ordered = ['date', 'number'].map((kind) => design.fields.filter((field) => field.kind === kind)).find((fields) => fields.length >= 2);
  if (ordered) return { kind: 'notBefore', field: ordered[1].source, other: ordered[0].source, message: { es: '', en: '' } };
  const [first, second] = design.fields;
  return { kind: 'differs', field: second?.source ?? first?.source ?? '', other: first?.source ?? '', message: { es: '', en: '' } };
};

export const addRule = (design: ResourceDesign): ResourceDesign => ({ ...design, rules: [...(design.rules ?? []), emptyRule(design)] });

export const withRule = (design: ResourceDesign, index: number, patch: Partial<DesignRule>): ResourceDesign => ({
  ...design,
  rules: (design.rules ?? []).map((rule, i) => (i === index ? { ...rule, ...patch } : rule)),
});

/** A rule removed; the last one leaves no rules at all (as a design that never had any). */
export const removeRule = (design: ResourceDesign, index: number): ResourceDesign => {
  const { rules, ...rest } = design;
  const left = (rules ?? []).filter((_, i) => i !== index);
  return left.length > 0 ? { ...rest, rules: left } : rest;
};

/** The errors under one rule (`rules.2.`). */
export const ruleErrorCount = (errors: Record<string, string>, index: number): number =>
  Object.keys(errors).filter((path) => path.startsWith(`rules.${index}.`)).length;

export const moveField = (design: ResourceDesign, index: number, by: -1 | 1): ResourceDesign => {
  const target = index + by;
  if (target < 0 || target >= design.fields.length) return design;
  const fields = [...design.fields];
  [fields[index], fields[target]] = [fields[target], fields[index]];
  return { ...design, fields };
};

export const withGrant = (design: ResourceDesign, role: number, flags: DesignFlags): ResourceDesign => {
  const others = design.menu.grants.filter((grant) => grant.role !== role);
  const grants = Object.values(flags).some(Boolean) ? [...others, { role, flags }] : others;
  return { ...design, menu: { ...design.menu, grants: grants.sort((a, b) => a.role - b.role) } };
};

export const flagsOf = (design: ResourceDesign, role: number): DesignFlags => design.menu.grants.find((grant) => grant.role === role)?.flags ?? NO_FLAGS;

/** A number input's value: '' is no rule. */
export const numberOrUndefined = (text: string): number | undefined => (text.trim() === '' || Number.isNaN(Number(text)) ? undefined : Number(text));

/** The refusals of a call that name inputs (`body.errors`), without react-admin's root entry. */
export const inputErrorsOf = (error: unknown): Record<string, string> => {
  const errors = (error as { body?: { errors?: Record<string, unknown> } })?.body?.errors ?? {};
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => entry[0] !== 'root' && typeof entry[1] === 'string'));
};

/** The errors under one field (`fields.3.`), for its summary. */
export const fieldErrorCount = (errors: Record<string, string>, index: number): number =>
  Object.keys(errors).filter((path) => path.startsWith(`fields.${index}.`)).length;

/** A version's line in the history, as a key of app.designer.versions and its values: when, and by whom (the seed: the installation). */
export const versionByline = (version: Pick<DesignVersion, 'publishedAt' | 'publishedBy'>, locale: string): [string, Record<string, string>] => {
  const date = new Date(version.publishedAt).toLocaleString(locale);
  return version.publishedBy === SEED_PUBLISHER ? ['publishedAtInstallation', { date }] : ['publishedBy', { date, name: version.publishedBy }];
};
