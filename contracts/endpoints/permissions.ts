/** Users assigned to reports and upload tables (spec 01 §2.2, §6, §7.6). Guarded by /system/Permissions. */
import { z } from 'zod';
import { endpoint } from '../envelope';
import * as routes from '../routes/permissions';
import { integer, integerList, message, recordId } from './fields';
import { MENU_PATHS } from '../menuPaths';

export const PERMISSIONS_MENU_PATH = MENU_PATHS.permissions;

/** tableType: 1 report, 2 upload table. */
const tableType = () =>
  integer().pipe(z.number().refine((n) => n === 1 || n === 2, { error: message('validation.enum', { values: '1 (report), 2 (upload table)' }) }));

export const permissionEntry = z.object({
  id: z.number().int(),
  tableType: z.number().int(),
  name: z.string(),
  databaseId: z.number().int(),
  databaseName: z.string(),
});
export type PermissionEntry = z.infer<typeof permissionEntry>;

export const permissionList = endpoint({ ...routes.permissionList, answer: z.array(permissionEntry) });

export const permissionUsers = endpoint({
  ...routes.permissionUsers,
  query: z.object({ IdTable: recordId(), TableType: tableType() }),
  answer: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

export const permissionSaveUsers = endpoint({
  ...routes.permissionSaveUsers,
  body: z.object({ idTable: recordId(), tableType: tableType(), users: integerList() }),
  answer: z.number().int(),
});
