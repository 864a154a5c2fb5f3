/** The audit trail of a record (contracts §C): who changed what, when, newest first. */
import { z } from 'zod';
import { endpoint } from '../envelope';
import * as routes from '../routes/audit';
import { paging, requiredText } from './fields';

/**
 * The resources whose records keep a trail; besides these, Audit/List takes the published designs' resources
 * (their REST collections) by name.
 */
export const AUDITED_RESOURCES = ['databases', 'roles', 'menus', 'users', 'permissions', 'warehouses', 'stores', 'loanPhones', 'uploadTypes'] as const;

export const auditAction = z.enum(['create', 'update', 'delete', 'state']);

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  user: z.object({ id: z.number().int(), name: z.string() }),
  action: auditAction,
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
  /** the bulk edit (BulkEdit/*, issue 34) this write belongs to: written by it, or by its undo */
  batchId: z.string().uuid().optional(),
  /** true: this write is the undo of the bulk edit `batchId` (the values it put back) */
  undo: z.boolean().optional(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditList = endpoint({
  ...routes.auditList,
  body: z.object({
    ...paging,
    /** one of AUDITED_RESOURCES, or a published design's resource name (another name: 400 on resource) */
    resource: z.preprocess(
      (value) => (typeof value === 'string' ? (AUDITED_RESOURCES.find((v) => v.toLowerCase() === value.trim().toLowerCase()) ?? value.trim()) : value),
      requiredText(60),
    ),
    /** a number or a text; read as text (REST records may have text ids) */
    id: z.preprocess((value) => (typeof value === 'number' ? String(value) : value), requiredText(100)),
  }),
  answer: z.object({ items: z.array(auditEntry), total: z.number().int() }),
});
