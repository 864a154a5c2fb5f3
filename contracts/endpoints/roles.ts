/** Roles of a database (spec 01 §3, §5, §7.2): Role/List, Role/Get, Role/Save. Guarded by the databases menu entry. */
import { z } from 'zod';
import { endpoint } from '../envelope';
import * as routes from '../routes/roles';
import { baseVersion, flag, integer, page, paging, recordId, requiredText } from './fields';

export const roleRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.boolean(),
  dataBaseId: z.number().int(),
  /** Its members must sign in with a second factor (TOTP); an extra of this product (issue 32 item 5). */
  requireTwoFactor: z.boolean(),
  version: z.number().int(),
});
export type RoleRecord = z.infer<typeof roleRecord>;

export const roleList = endpoint({
  ...routes.roleList,
  body: z.object({ ...paging, dataBaseId: recordId() }),
  answer: page(roleRecord.omit({ version: true })),
});

/** The original API has both verbs; the id travels in the query string either way. */
export const roleGet = endpoint({ ...routes.roleGet, query: z.object({ id: recordId() }), answer: roleRecord });

/** A role stays in the database it was created in (dataBaseId is read on creation only). */
export const roleFields = z.object({
  id: integer({ min: 0 }).default(0),
  ...baseVersion,
  name: requiredText(100),
  status: flag().default(true),
  dataBaseId: recordId(),
  /** An extra of this product: members must sign in with a second factor; left out, false (kept on an update). */
  requireTwoFactor: flag().default(false),
});
export type RoleFields = z.infer<typeof roleFields>;

export const roleSave = endpoint({ ...routes.roleSave, body: roleFields, answer: z.number().int() });
