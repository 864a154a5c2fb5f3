/**
 * The Resource Designer (issue 19): an administrator defines a resource at run time as a *design* (labels in
 * both languages inline, fields, list options, its menu entry and grants), saves it as a draft, previews it,
 * publishes it (every published version kept), compares two versions and restores one. The app reads the
 * published ones at sign-in (`ResourceDesigner/Published`) as resource definitions plus their texts.
 * A draft may be incomplete: the publish checks (contracts/resourceDesign.ts) say which field and why.
 */
import { z } from 'zod';
import { endpoint } from '../envelope';
import * as routes from '../routes/resourceDesigner';
import * as sessionRoutes from '../routes/session';
import { resourceDefinitionSchema } from '../resourceDefinition';

import { DESIGN_KINDS, DESIGN_RULE_KINDS } from './resourceDesignerConstants';

export { DESIGN_KINDS, DESIGN_RULE_KINDS };
export type DesignKind = (typeof DESIGN_KINDS)[number];

/** A text in both languages; '' while the administrator has not written it (refused at publish). */
export const bilingual = z.object({ es: z.string().max(200), en: z.string().max(200) });
export type Bilingual = z.infer<typeof bilingual>;

const identifier = z.string().max(60);

export const designChoice = z.object({ id: z.string().max(60), label: bilingual });

export const designField = z.object({
  source: identifier,
  kind: z.enum(DESIGN_KINDS),
  label: bilingual,
  required: z.boolean().default(false),
  minLength: z.number().int().nonnegative().optional(),
  maxLength: z.number().int().positive().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  pattern: z.object({ regex: z.string().max(500), message: bilingual }).optional(),
  choices: z.array(designChoice).max(100).optional(),
  reference: z.object({ resource: identifier, optionText: identifier }).optional(),
  inList: z.boolean().default(true),
  sortable: z.boolean().default(false),
  filterable: z.boolean().default(false),
});
export type DesignField = z.infer<typeof designField>;
export type DesignFieldInput = z.input<typeof designField>;

export const designFlags = z.object({ l: z.boolean(), v: z.boolean(), w: z.boolean(), r: z.boolean(), d: z.boolean() });
export type DesignFlags = z.infer<typeof designFlags>;

export const designMenu = z.object({
  /** the id of a top-level menu group of the console (database 1) */
  group: z.number().int().nonnegative(),
  /** the route of the list, e.g. /suppliers */
  path: z.string().max(120),
  icon: z.string().max(60),
  /** which roles may use it, with which flags */
  grants: z.array(z.object({ role: z.number().int().positive(), flags: designFlags })).max(50),
});

/**
 * A rule across two fields: the record's `field` must differ from / be on or before / on or after its `other`. A
 * record that breaks it is refused with `message`, on `field`. Empty values pass (`required` says whether one must
 * be given). The publish checks (contracts/designChecks.ts) say whether both fields exist and their kinds fit.
 */
export const designRule = z.object({
  kind: z.enum(DESIGN_RULE_KINDS),
  field: identifier,
  other: identifier,
  message: bilingual,
});
export type DesignRule = z.infer<typeof designRule>;

export const resourceDesign = z.object({
  name: identifier,
  /** the plural label: the menu entry, the list's title */
  label: bilingual,
  /** the singular label: "Create <singular>", a record's title (absent in designs made before it: the plural is used) */
  singular: bilingual.optional(),
  fields: z.array(designField).max(60),
  pageSize: z.number().int().min(1).max(500).default(10),
  sort: z.object({ field: z.string().max(60), order: z.enum(['ASC', 'DESC']) }).optional(),
  menu: designMenu,
  /** rules across two fields (absent: none) */
  rules: z.array(designRule).max(30).optional(),
});
export type ResourceDesign = z.infer<typeof resourceDesign>;
export type ResourceDesignInput = z.input<typeof resourceDesign>;

/** The texts a published resource brings (its labels, choices and messages), by language. */
const messageTree: z.ZodType<MessageTreeValue> = z.record(z.string(), z.union([z.string(), z.lazy(() => messageTree)]));
export interface MessageTreeValue {
  [key: string]: string | MessageTreeValue;
}
export const runtimeResource = z.object({
  definition: resourceDefinitionSchema,
  messages: z.object({ en: messageTree, es: messageTree }),
  version: z.number().int(),
});
export type RuntimeResource = z.infer<typeof runtimeResource>;

export const designSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  label: bilingual,
  /** the published version in use; null: never published */
  publishedVersion: z.number().int().nullable(),
  /** the draft differs from the published version */
  hasDraft: z.boolean(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type DesignSummary = z.infer<typeof designSummary>;

export const designRecord = designSummary.extend({ draft: resourceDesign });
export type DesignRecord = z.infer<typeof designRecord>;

export const designVersion = z.object({
  number: z.number().int(),
  design: resourceDesign,
  publishedAt: z.string(),
  publishedBy: z.string(),
});
export type DesignVersion = z.infer<typeof designVersion>;

/** What changed from one version to another, field by field. */
export const designDifference = z.object({
  added: z.array(z.string()),
  removed: z.array(z.string()),
  changed: z.array(z.object({ source: z.string(), properties: z.array(z.string()) })),
  /** resource-level properties that changed: label, pageSize, sort, menu, rules */
  resource: z.array(z.string()),
});
export type DesignDifference = z.infer<typeof designDifference>;

const idBody = z.object({ id: z.number().int().positive() });

export const designerOptions = endpoint({
  ...routes.designerOptions,
  answer: z.object({
    groups: z.array(z.object({ id: z.number().int(), name: z.string(), nameEn: z.string() })),
    roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
    /** every resource a reference may point to (built-in and published) */
    resources: z.array(z.string()),
  }),
});
export const listDesigns = endpoint({ ...routes.listDesigns, answer: z.array(designSummary) });
export const getDesign = endpoint({ ...routes.getDesign, body: idBody, answer: designRecord });
/** id 0 creates; `version` is the record version the draft was loaded with (stale → 409) */
export const saveDesignDraft = endpoint({
  ...routes.saveDesignDraft,
  body: z.object({ id: z.number().int().nonnegative(), version: z.number().int().optional(), draft: resourceDesign }),
  answer: designRecord,
});
export const previewDesign = endpoint({
  ...routes.previewDesign,
  body: z.object({ draft: resourceDesign }),
  answer: z.object({
    resource: runtimeResource.omit({ version: true }),
    /** records stored under this name (up to 5), else sample rows made from the fields */
    rows: z.array(z.record(z.string(), z.unknown())),
    sample: z.boolean(),
    /** stored records the draft would refuse, per field */
    breaking: z.record(z.string(), z.number().int()),
    /** what publishing would refuse: field path → reason */
    issues: z.record(z.string(), z.string()),
  }),
});
export const publishDesign = endpoint({ ...routes.publishDesign, body: idBody, answer: designRecord });
export const listDesignVersions = endpoint({ ...routes.listDesignVersions, body: idBody, answer: z.array(designVersion) });
export const compareDesignVersions = endpoint({
  ...routes.compareDesignVersions,
  body: z.object({ id: z.number().int().positive(), from: z.number().int().positive(), to: z.number().int().positive() }),
  answer: z.object({ from: designVersion, to: designVersion, difference: designDifference }),
});
/** publishes version `number` again, as a new version */
export const restoreDesignVersion = endpoint({
  ...routes.restoreDesignVersion,
  body: z.object({ id: z.number().int().positive(), number: z.number().int().positive() }),
  answer: designRecord,
});
/** every published resource, for the app at sign-in (any signed-in user: the menu flags guard each one) */
export const publishedResources = endpoint({ ...sessionRoutes.publishedResources, answer: z.array(runtimeResource) });

export { DESIGNER_PATH, RESOURCES_PUBLISHED_EVENT } from './resourceDesignerConstants';
