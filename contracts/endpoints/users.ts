/**
 * Users (spec 01 §3, §5, §7.2, §7.6): User/List, ListAll, Get, Save, SaveExistsUsers, getUserByDatabase, and the
 * signed-in user's User/changePassword. Guarded by /system/configuration/users, or the same flag on the databases
 * entry (the database detail's User tab makes these calls too).
 */
import { z } from 'zod';
import { endpoint } from '../envelope';
import * as routes from '../routes/users';
import * as shellRoutes from '../routes/shell';
import {
  baseVersion, evenWithOtherIssues, EMAIL_PATTERN, flag, integer, integerList, message, page, paging, rawText, recordId, requiredRawText, requiredText, search, sorting, text,
} from './fields';
import { MENU_PATHS } from '../menuPaths';

export const USERS_MENU_PATH = MENU_PATHS.users;

export const USER_SORT_FIELDS = ['id', 'name', 'login', 'email', 'document', 'status'] as const;

/** "True" / "False": the original API keeps this flag as text. */
const textFlag = z.enum(['True', 'False']);

/** A user as the API shows it: never the password or its hash. */
export const userRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  login: z.string(),
  email: z.string(),
  document: z.string(),
  status: z.boolean(),
  changePassword: textFlag,
  dataBaseId: z.number().int(),
  roles: z.array(z.number().int()),
  databases: z.array(z.number().int()),
});
export type UserRecord = z.infer<typeof userRecord>;

export const userList = endpoint({
  ...routes.userList,
  body: z.object({ ...paging, dataBaseId: integer({ min: 0 }).default(0), all: flag().default(false), ...search, ...sorting(USER_SORT_FIELDS) }),
  answer: page(userRecord),
});

export const userListAll = endpoint({
  ...routes.userListAll,
  body: z.object({ dataBaseId: recordId() }),
  answer: z.object({
    list: z.array(z.object({ id: z.number().int(), name: z.string(), login: z.string(), email: z.string() })),
    userSelected: z.array(z.number().int()),
  }),
});

export const userGet = endpoint({
  ...routes.userGet,
  query: z.object({ id: recordId() }),
  answer: z.object({
    row: z.tuple([userRecord.extend({ version: z.number().int() })]),
    role: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
});

/** true/false and any case of "true"/"false" as the API's "True"/"False". */
const asTextFlag = (value: unknown) => {
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'string') return textFlag.options.find((option) => option.toLowerCase() === value.trim().toLowerCase()) ?? value;
  return value ?? undefined;
};

/** Roles may come as ids or as {id, name} objects (the shape User/Get answers). */
const roleIds = z.preprocess(
  (value) => (Array.isArray(value) ? value.map((item) => (item && typeof item === 'object' && 'id' in item ? item.id : item)) : value),
  integerList(),
);

/**
 * The fields a user is saved with. The password is required for a new user only; on an update an empty one keeps
 * the current password. Its policy (spec 01 §5) is checked by the server's password rules.
 */
export const userFields = z
  .object({
    id: integer({ min: 0 }).default(0),
    ...baseVersion,
    name: requiredText(100),
    login: requiredText(50),
    email: requiredText(100).pipe(z.string().regex(EMAIL_PATTERN, { error: message('validation.email') })),
    document: text(20).default(''),
    status: flag().default(true),
    changePassword: z.preprocess(asTextFlag, textFlag).default('True'),
    password: rawText(200).default(''),
    passwordConfirm: rawText(200).optional(),
    roles: roleIds.default([]),
    databases: integerList().default([]),
    /** the tab's database: added to `databases` */
    dataBaseId: integer({ min: 0 }).default(0),
  })
  .superRefine((d, ctx) => {
    if (d.id === 0 && d.password === '') ctx.addIssue({ code: 'custom', path: ['password'], message: message('validation.required') });
    // linked to at least one database: the chosen ones, or the database whose tab creates the user
    if (d.databases.length === 0 && d.dataBaseId === 0) ctx.addIssue({ code: 'custom', path: ['databases'], message: message('user.noDatabase') });
    if (d.password !== '' && d.passwordConfirm !== undefined && d.passwordConfirm !== d.password) {
      ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: message('user.passwordMismatch') });
    }
  }, evenWithOtherIssues);
export type UserFields = z.infer<typeof userFields>;

export const userSave = endpoint({ ...routes.userSave, body: userFields, answer: z.number().int() });

export const userSaveExisting = endpoint({
  ...routes.userSaveExisting,
  body: z.object({ dataBaseId: recordId(), users: integerList().pipe(z.array(z.number()).min(1)) }),
  answer: z.number().int(),
});

export const usersOfDatabase = endpoint({
  ...routes.usersOfDatabase,
  query: z.object({ idDatabase: recordId() }),
  answer: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

/** The values travel in the query string, as the original API takes them. */
export const changePassword = endpoint({
  ...shellRoutes.changePassword,
  query: z.object({ userId: recordId(), currentPassword: requiredRawText(200), newPassword: requiredRawText(200) }),
  answer: z.literal(true),
});
