/**
 * From a resource design (contracts/endpoints/resourceDesigner.ts) to what the engine renders: a resource
 * definition of the same schema as the built-in ones, and its texts in both languages. Pure and headless: the
 * mock server publishes with it, the designer previews with it.
 */
import type { Bilingual, DesignField, DesignRule, MessageTreeValue, ResourceDesign } from './endpoints/resourceDesigner';
import type { FieldDefinition, FilterDefinition, ResourceDefinition } from './resourceDefinition';

/** Kinds whose values are texts: their list filter matches a part of the text. */
export const TEXT_KINDS = new Set(['text', 'multiline', 'email', 'url']);

const EMAIL_MESSAGE: Bilingual = { es: 'Escriba un correo electrónico válido', en: 'Enter a valid e-mail address' };

const fieldOf = (name: string, field: DesignField, rules: readonly DesignRule[]): FieldDefinition => {
  const key = `resources.${name}`;
  const definition: FieldDefinition = { source: field.source, kind: field.kind };
  // the design's rules across two fields, on the field whose input shows their message
  const compare = rules.flatMap((rule, index) => (rule.field === field.source ? [{ kind: rule.kind, field: rule.other, message: `${key}.rules.${index}` }] : []));
  if (field.required) definition.required = true;
  for (const rule of ['minLength', 'maxLength', 'min', 'max'] as const) if (field[rule] !== undefined) definition[rule] = field[rule];
  if (field.pattern?.regex) definition.pattern = { regex: field.pattern.regex, message: `${key}.validation.${field.source}` };
  else if (field.kind === 'email') definition.pattern = { name: 'email', message: `${key}.validation.${field.source}` };
  if (field.kind === 'select') definition.choices = (field.choices ?? []).map((choice, index) => ({ id: choice.id, name: `${key}.choices.${field.source}.${index}` }));
  if (field.kind === 'reference' && field.reference) definition.reference = { ...field.reference };
  if (field.kind === 'boolean') definition.defaultValue = false;
  if (field.kind === 'multiline') definition.fullWidth = true;
  if (compare.length > 0) definition.compare = compare;
  return definition;
};

const filterOf = (field: DesignField): FilterDefinition => ({
  source: field.source,
  kind: field.kind,
  ...(field.kind === 'reference' && field.reference && { reference: { ...field.reference } }),
});

/** The field that names a record: the first text field shown in the list, else the first field. */
export const representationOf = (design: ResourceDesign): string =>
  (design.fields.find((field) => field.inList && TEXT_KINDS.has(field.kind)) ?? design.fields[0])?.source ?? 'id';

/** A definition of the engine's schema, served by the generic REST routes and guarded by its menu entry. */
export const definitionOf = (design: ResourceDesign): ResourceDefinition => {
  const shown = design.fields.filter((field) => field.inList);
  const ownPath = `/${design.name}`;
  return {
    name: design.name,
    comment: 'Designed at run time in the Resource Designer (issue 19).',
    recordRepresentation: representationOf(design),
    permissions: { menu: design.menu.path },
    ...(design.menu.path !== ownPath && {
      routes: { list: design.menu.path, edit: { path: `${design.menu.path}/record`, idQuery: 'id', newId: 'new' } },
    }),
    fields: design.fields.map((field) => fieldOf(design.name, field, design.rules ?? [])),
    list: {
      columns: (shown.length > 0 ? shown : design.fields.slice(0, 1)).map((field) => ({ source: field.source, sortable: field.sortable })),
      pageSize: design.pageSize,
      ...(design.sort && { sort: design.sort }),
      filters: [{ source: 'q', kind: 'search', alwaysOn: true }, ...design.fields.filter((field) => field.filterable).map(filterOf)],
      rowClick: 'edit',
      rowActions: ['edit', 'delete'],
      bulkActions: ['delete', 'export', 'edit'],
      exportable: true,
      inlineEdit: true,
    },
  };
};

/**
 * The resource's name as react-admin reads it: "singular |||| plural" (polyglot picks one by smart_count: "Create
 * <singular>", the list of <plural>), or the one label of a design made before the singular existed.
 */
export const resourceNameOf = (design: ResourceDesign, lang: keyof Bilingual): string => {
  const plural = design.label[lang].trim();
  const singular = design.singular?.[lang]?.trim();
  return singular && singular !== plural ? `${singular} |||| ${plural}` : plural;
};

/** The texts of a design in one language, under the keys its definition names. */
const textsOf = (design: ResourceDesign, lang: keyof Bilingual): MessageTreeValue => {
  const fields: MessageTreeValue = { id: 'Id', q: lang === 'es' ? 'Buscar' : 'Search' };
  const validation: MessageTreeValue = {};
  const choices: MessageTreeValue = {};
  for (const field of design.fields) {
    fields[field.source] = field.label[lang];
    if (field.pattern?.regex) validation[field.source] = field.pattern.message[lang];
    else if (field.kind === 'email') validation[field.source] = EMAIL_MESSAGE[lang];
    if (field.kind === 'select') choices[field.source] = Object.fromEntries((field.choices ?? []).map((choice, index) => [String(index), choice.label[lang]]));
  }
  const rules: MessageTreeValue = Object.fromEntries((design.rules ?? []).map((rule, index) => [String(index), rule.message[lang]]));
  return { resources: { [design.name]: { name: resourceNameOf(design, lang), fields, validation, choices, ...((design.rules ?? []).length > 0 && { rules }) } } };
};

export const messagesOfDesign = (design: ResourceDesign) => ({ en: textsOf(design, 'en'), es: textsOf(design, 'es') });

/** What the app registers for a published design. */
export const runtimeResourceOf = (design: ResourceDesign) => ({ definition: definitionOf(design), messages: messagesOfDesign(design) });
