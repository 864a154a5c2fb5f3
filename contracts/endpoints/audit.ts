/** The audit trail of a record (contracts §C): who changed what, when, newest first. */
import { z } from 'zod';
import { endpoint } from '../envelope';
import { oneOf, paging, requiredText } from './fields';

/** The resources whose records keep a trail. */
export const AUDITED_RESOURCES = ['databases', 'roles', 'menus', 'users', 'permissions', 'warehouses'] as const;

export const auditAction = z.enum(['create', 'update', 'delete', 'state']);

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  user: z.object({ id: z.number().int(), name: z.string() }),
  action: auditAction,
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditList = endpoint({
  method: 'POST',
  path: 'Audit/List',
  body: z.object({
    ...paging,
    resource: oneOf(AUDITED_RESOURCES),
    /** a number or a text; read as text (REST records may have text ids) */
    id: z.preprocess((value) => (typeof value === 'number' ? String(value) : value), requiredText(100)),
  }),
  answer: z.object({ items: z.array(auditEntry), total: z.number().int() }),
});
