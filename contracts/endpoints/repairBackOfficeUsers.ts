/**
 * The back office's users and logs (spec 04 §2.2, §2.3, §3, §7). The users are the administration area's users (one
 * table, one password policy), created and edited here by User/SaveUser in the back office's database; each works
 * in one store (the link: UserManagement/*, 1 active, 2 inactive). The screen reads the links (UserManagement/GetByFilter,
 * or User/getByFilter then UserManagement/GetByIdUser for a search by name, document or e-mail) and the users' details
 * of the links shown (User/getByIdsUser).
 */
import { z } from 'zod';
import { endpoint } from '../envelope';
import * as routes from '../routes/repairBackOfficeUsers';
import { EMAIL_PATTERN } from '../patterns';
import { evenWithOtherIssues, integer, message, page, rawText, recordId, requiredText, text } from './fields';

export const USERS_PAGE_SIZE = 10;
export const LOGS_PAGE_SIZE = 5;
/** The database whose roles the screen offers and whose users it creates (spec 04 §9: database id 5). */
export const BACK_OFFICE_DATABASE_ID = 5;
/** At most this many users answer a User/getByFilter, or are asked for in one User/getByIdsUser or GetByIdUser. */
export const MAX_USER_IDS = 1000;

export const USER_FILTER_TYPES = ['all', 'document', 'name', 'email', 'role', 'store', 'creationDate', 'updateDate'] as const;
export type UserFilterType = (typeof USER_FILTER_TYPES)[number];
/** The filter types the screen answers with User/getByFilter (its type) then UserManagement/GetByIdUser. */
export const USER_SEARCH_TYPE = { name: 'Name', document: 'Doc', email: 'Email' } as const satisfies Partial<Record<UserFilterType, string>>;

/** A user's link to a store (spec 04 §3 "User-in-store link"); the user's details come from User/getByIdsUser. */
export const userLinkRow = z.object({
  id: z.number().int(), idUser: z.number().int(), idWorkShop: z.number().int(), workShop: z.string(),
  /** 1 active, 2 inactive */
  state: z.number().int(),
  /** the rows the filter matched (spec 04 §3), as data.totalItemCount */
  totalRecords: z.number().int(),
  createdAt: z.string(), updatedAt: z.string(), version: z.number().int(),
});
export type UserLinkRow = z.infer<typeof userLinkRow>;

/** A user as the back office shows it (spec 04 §3 "User record", without the password): changePassword 1 or 0. */
export const backOfficeUser = z.object({
  id: z.number().int(), name: z.string(), login: z.string(), email: z.string(), document: z.string(),
  idRol: z.number().int().nullable(), rol: z.string(), changePassword: z.union([z.literal(0), z.literal(1)]),
  /** false: the user may not sign in (disableUser) */
  status: z.boolean(),
  version: z.number().int(),
});
export type BackOfficeUser = z.infer<typeof backOfficeUser>;

/**
 * The filter body (spec 04 §3 "User filter"): param1 the value (or the start date), param2 the end date of a date
 * filter; state 1 active, 0 inactive, '' both; pageTotals is the original's and is not read (the answer's
 * totalItemCount is always counted).
 */
export const userFilterBody = z.object({
  type: z.enum(USER_FILTER_TYPES).default('all'), param1: text(100).default(''), param2: text(100).default(''),
  state: z.union([z.literal(''), z.literal('1'), z.literal('0'), z.literal(1), z.literal(0)]).default(''),
  pageIndex: integer({ min: 1 }).default(1), pageSize: integer({ min: 1, max: 100 }).default(USERS_PAGE_SIZE),
  pageTotals: integer({ min: 0 }).optional(),
});
export type UserFilterBody = z.infer<typeof userFilterBody>;

export const userManagementGetByFilter = endpoint({
  ...routes.userManagementGetByFilter, summary: "The users' store links by filter type and state, a page (each row carries totalRecords).", body: userFilterBody, answer: page(userLinkRow),
});

/** Ids as the query string carries them: "4,9,12" (spaces allowed). */
const idList = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value),
  z.string().regex(/^\d{1,9}(,\d{1,9})*$/, { error: message('validation.pattern', { format: '4,9,12' }) }),
);

/** The links of the users idUser names (comma-separated), through the same filter body (state, paging). */
export const userManagementGetByIdUser = endpoint({
  ...routes.userManagementGetByIdUser, summary: 'The store links of the users idUser names (comma-separated), through the same filter body.', query: z.object({ idUser: idList }), body: userFilterBody, answer: page(userLinkRow),
});

/**
 * Users whose name (Name), document (Doc) or e-mail (Email) contains filterValue (accents and case aside), among the
 * users of the database databaseId and the users who work in a store (the back office's staff, whatever their home
 * database); 0 searches every user. At most MAX_USER_IDS, by name.
 */
export const userGetByFilter = endpoint({
  ...routes.userGetByFilter, summary: 'The users whose name (Name), document (Doc) or e-mail (Email) contains filterValue, with their ids.',
  body: z.object({ type: z.enum(['Name', 'Doc', 'Email']), filterValue: requiredText(100), databaseId: integer({ min: 0 }).default(0) }),
  answer: z.array(backOfficeUser),
});

/** The users of a list of ids (the body is the JSON array itself: [4, 9, 12]), in that order; unknown ids are left out. */
export const userGetByIdsUser = endpoint({
  ...routes.userGetByIdsUser, summary: 'The users of a list of ids (the body is the JSON array), with their role.', body: z.array(recordId()).min(1).max(MAX_USER_IDS), answer: z.array(backOfficeUser),
});

/** 1/0, true/false or their texts. */
const zeroOrOne = z.preprocess(
  (value) => (value === true || value === 'true' || value === 'True' || value === '1' ? 1 : value === false || value === 'false' || value === 'False' || value === '0' ? 0 : value),
  z.union([z.literal(0), z.literal(1)]),
);

/**
 * Creates (id 0) or edits a user of the database databaseId (spec 04 §3 "User record", §5): the login is the e-mail
 * (whatever login says), idRol its role in that database (an edit replaces the user's first role and keeps the others,
 * and the user's other databases), the password the policy of spec 01 §5 (required to create; empty keeps it on an
 * edit), changePassword 1 asks for a new one at the next sign-in. Extensions: version (409 when stale), passwordConfirm (checked when sent),
 * status (false: no more sign-ins). Answers the user's id.
 */
export const userSaveUser = endpoint({
  ...routes.userSaveUser, summary: 'Creates (id 0) or edits a user in the database databaseId (login = e-mail, idRol its role); data.id.',
  query: z.object({ databaseId: recordId() }),
  body: z.object({
    id: integer({ min: 0 }).default(0), version: integer({ min: 1 }).optional(),
    name: requiredText(100), idRol: recordId(), rol: text(100).optional(), document: requiredText(20),
    email: requiredText(100).pipe(z.string().regex(EMAIL_PATTERN, { error: message('validation.email') })),
    login: text(100).optional(), password: rawText(200).default(''), passwordConfirm: rawText(200).optional(),
    changePassword: zeroOrOne.default(0), status: z.boolean().optional(),
  }).superRefine((d, ctx) => {
    if (d.id === 0 && d.password === '') ctx.addIssue({ code: 'custom', path: ['password'], message: message('validation.required') });
    if (d.password !== '' && d.passwordConfirm !== undefined && d.passwordConfirm !== d.password) {
      ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: message('user.passwordMismatch') });
    }
  }, evenWithOtherIssues),
  answer: z.object({ id: z.number().int() }),
});

/**
 * operationCrudType 1 create, 2 update, 3 delete (spec 04 §4); the entity is the user's link to a store. idUserAdmin
 * is who acts: the signed-in user (another id is refused with 403; absent, the session's).
 */
export const userManagementSave = endpoint({
  ...routes.userManagementSave, summary: 'Links a user to a store (operationCrudType 1), updates the link (2) or deletes it (3); idUserAdmin: the signed-in user (another id: 403).',
  body: z.object({
    operationCrudType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    idUserAdmin: recordId().optional(),
    entity: z.object({
      id: integer({ min: 0 }).default(0), idUser: recordId(), idWorkShop: integer({ min: 0 }).default(0),
      state: z.union([z.literal(1), z.literal(2)]).default(1), version: integer({ min: 1 }).optional(),
    }),
  }),
  answer: z.object({ id: z.number().int() }),
});

/** idUser is the user disabled (not who acts): the link goes inactive and the user may no longer sign in. */
export const userDisable = endpoint({
  ...routes.userDisable, summary: "Disables the user idUser: the link inactive, no more sign-ins, the user's sessions ended.", query: z.object({ idUser: recordId() }), answer: z.object({ idUser: z.number().int() }),
});

export const logRow = z.object({
  id: z.number().int(), date: z.string(), message: z.string(), statusCode: z.number().int(), stack: z.string(), isSuccess: z.boolean(),
  /** the lines the range matched (spec 04 §3), as data.totalItemCount */
  totalRecords: z.number().int(),
});
export type LogRow = z.infer<typeof logRow>;

/** start and end are YYYY-MM-DD, both days included. */
export const logList = endpoint({
  ...routes.logList, summary: 'The event log by date range (start, end: YYYY-MM-DD), 5 a page.',
  body: z.object({
    start: text(10).default(''), end: text(10).default(''),
    pageIndex: integer({ min: 1 }).default(1), pageSize: integer({ min: 1, max: 100 }).default(LOGS_PAGE_SIZE),
  }),
  answer: page(logRow),
});
