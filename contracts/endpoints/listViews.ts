/**
 * Columns the user chooses and saved views (issue 34 items 1 and 2), for every list the engine draws from a
 * definition. Our own calls (the specs document none): ListPreferences/* keep one user's column choice per list,
 * ListViews/* the named views (filters, sort, columns, page size), private or shared with roles.
 *
 * Every call names the app's resource (stores, databases, a designed resource's name) and needs the L flag of the
 * menu entry that guards its list; sharing a view with roles needs that entry's W flag. Only a view's owner changes or
 * deletes it; a view shared with a role is read-only for that role's members.
 */
import { z } from 'zod';
import { endpoint } from '../envelope';
import * as routes from '../routes/listViews';
import { COLUMN_WIDTH, MAX_VIEWS_PER_LIST, VIEW_NAME_MAX } from '../listViewLimits';

export { COLUMN_WIDTH, MAX_VIEWS_PER_LIST, VIEW_NAME_MAX };

const resource = z.string().trim().min(1).max(60);
const source = z.string().min(1).max(100);
const viewId = z.coerce.number().int().min(1);

/** Which columns show, in which order, and how wide (px); a column the definition no longer has is ignored. */
export const columnChoice = z.object({
  /** the columns in the user's order (the definition's columns missing here keep their place after their neighbour) */
  order: z.array(source).max(200),
  /** the columns the user hid */
  hidden: z.array(source).max(200),
  /** column → width in px (absent: the table's own) */
  widths: z.record(source, z.number().int().min(COLUMN_WIDTH.min).max(COLUMN_WIDTH.max)),
});
export type ColumnChoiceData = z.infer<typeof columnChoice>;

/** Everything a view keeps of a list: filters, sort, columns and page size. */
export const viewState = z.object({
  filter: z.record(z.string().max(100), z.json()).refine((value) => JSON.stringify(value).length <= 10_000, 'too long'),
  sort: z.object({ field: z.string().min(1).max(100), order: z.enum(['ASC', 'DESC']) }).nullable(),
  perPage: z.number().int().min(1).max(500),
  columns: columnChoice,
});
export type ViewState = z.infer<typeof viewState>;

const role = z.object({ id: z.number().int(), name: z.string() });

export const listView = z.object({
  id: z.number().int(),
  resource: z.string(),
  name: z.string(),
  owner: z.object({ id: z.number().int(), name: z.string() }),
  /** the signed-in user owns it (may change, share and delete it) */
  mine: z.boolean(),
  /** the roles whose members see it (empty: private) */
  sharedWith: z.array(role),
  state: viewState,
  updatedAt: z.string(),
});
export type ListView = z.infer<typeof listView>;

export const listPreferencesGet = endpoint({
  ...routes.listPreferencesGet,
  summary: "The signed-in user's column choice for one list (null: the definition's columns).",
  query: z.object({ resource }),
  answer: z.object({ columns: columnChoice.nullable(), updatedAt: z.string().nullable() }),
});

export const listPreferencesSave = endpoint({
  ...routes.listPreferencesSave,
  summary: "Keeps the signed-in user's column choice for one list (null: back to the definition's columns).",
  body: z.object({ resource, columns: columnChoice.nullable() }),
  answer: z.object({ columns: columnChoice.nullable(), updatedAt: z.string().nullable() }),
});

export const listViewsList = endpoint({
  ...routes.listViewsList,
  summary: "The views of one list the signed-in user sees (theirs and those shared with a role of theirs), their default view, and the roles they may share with.",
  query: z.object({ resource }),
  answer: z.object({
    views: z.array(listView),
    defaultViewId: z.number().int().nullable(),
    /** the user has the list's W flag (sharing needs it) */
    canShare: z.boolean(),
    /** the roles a view may be shared with */
    roles: z.array(role),
  }),
});

export const listViewsSave = endpoint({
  ...routes.listViewsSave,
  summary: 'Creates a view (no id) or changes one of the signed-in user\'s (name, state, sharing); sharing needs the list\'s W flag.',
  body: z.object({
    id: viewId.optional(),
    resource,
    name: z.string().trim().min(1).max(VIEW_NAME_MAX),
    state: viewState,
    /** role ids (empty: private) */
    sharedWith: z.array(z.number().int().min(1)).max(100).default([]),
    /** also the user's default view of this list */
    makeDefault: z.boolean().optional(),
  }),
  answer: listView,
});

export const listViewsDelete = endpoint({
  ...routes.listViewsDelete,
  summary: "Deletes one of the signed-in user's views (nobody else's).",
  body: z.object({ id: viewId }),
  answer: z.object({ id: z.number().int() }),
});

export const listViewsSetDefault = endpoint({
  ...routes.listViewsSetDefault,
  summary: "The signed-in user's default view of a list (one they see), or none (null).",
  body: z.object({ resource, id: viewId.nullable() }),
  answer: z.object({ defaultViewId: z.number().int().nullable() }),
});
