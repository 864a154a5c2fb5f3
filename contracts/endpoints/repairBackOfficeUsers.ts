/**
 * The back office's users and logs (spec 04 §2.2, §2.3, §7). The users are the administration area's (User/Save of
 * users.ts creates and edits them, with its password policy); these calls keep each user's store link and state.
 */
import { z } from 'zod';
import { endpoint } from '../envelope';
import { integer, page, recordId, text } from './fields';

export const USERS_PAGE_SIZE = 10;
export const LOGS_PAGE_SIZE = 5;
/** The database whose roles the screen offers and whose users it creates (spec 04 §9: database id 5). */
export const BACK_OFFICE_DATABASE_ID = 5;

export const USER_FILTER_TYPES = ['all', 'document', 'name', 'email', 'role', 'store', 'creationDate', 'updateDate'] as const;
export type UserFilterType = (typeof USER_FILTER_TYPES)[number];

export const userLinkRow = z.object({
  id: z.number().int(), idUser: z.number().int(), name: z.string(), email: z.string(), document: z.string(), login: z.string(),
  idRol: z.number().int().nullable(), rol: z.string(), idWorkShop: z.number().int(), workShop: z.string(),
  /** 1 active, 2 inactive */
  state: z.number().int(), createdAt: z.string(), updatedAt: z.string(), version: z.number().int(), userVersion: z.number().int(),
});
export type UserLinkRow = z.infer<typeof userLinkRow>;

/** param1 the value (or the start date), param2 the end date of a date filter; state 1 active, 0 inactive, '' both. */
export const userManagementList = endpoint({
  method: 'POST', path: 'UserManagement/GetByFilter',
  body: z.object({
    type: z.enum(USER_FILTER_TYPES).default('all'), param1: text(100).default(''), param2: text(100).default(''),
    state: z.union([z.literal(''), z.literal('1'), z.literal('0'), z.literal(1), z.literal(0)]).default(''),
    pageIndex: integer({ min: 1 }).default(1), pageSize: integer({ min: 1, max: 100 }).default(USERS_PAGE_SIZE),
  }),
  answer: page(userLinkRow),
});

/** operationCrudType 1 create, 2 update, 3 delete (spec 04 §4); the entity is the user's link to a store. */
export const userManagementSave = endpoint({
  method: 'POST', path: 'UserManagement/Save',
  body: z.object({
    operationCrudType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    entity: z.object({
      id: integer({ min: 0 }).default(0), idUser: recordId(), idWorkShop: integer({ min: 0 }).default(0),
      state: z.union([z.literal(1), z.literal(2)]).default(1), version: integer({ min: 1 }).optional(),
    }),
  }),
  answer: z.object({ id: z.number().int() }),
});

export const userDisable = endpoint({
  method: 'POST', path: 'UserManagement/disableUser', query: z.object({ idUser: recordId() }), answer: z.object({ idUser: z.number().int() }),
});

export const logRow = z.object({
  id: z.number().int(), date: z.string(), message: z.string(), statusCode: z.number().int(), stack: z.string(), isSuccess: z.boolean(),
});
export type LogRow = z.infer<typeof logRow>;

/** start and end are YYYY-MM-DD, both days included. */
export const logList = endpoint({
  method: 'POST', path: 'Log/GetByFilter',
  body: z.object({
    start: text(10).default(''), end: text(10).default(''),
    pageIndex: integer({ min: 1 }).default(1), pageSize: integer({ min: 1, max: 100 }).default(LOGS_PAGE_SIZE),
  }),
  answer: page(logRow),
});

