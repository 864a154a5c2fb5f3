/** Data sources (spec 01 §3, §5, §7.2): DataBase/List, Get, Save, State. Guarded by /system/configuration/data-bases. */
import { z } from 'zod';
import { endpoint } from '../envelope';
import * as routes from '../routes/databases';
import { baseVersion, evenWithOtherIssues, flag, HTTP_URL_PATTERN, integer, isHttpUrl, message, page, paging, recordId, requiredText, search, sorting, text } from './fields';
import { MENU_PATHS } from '../menuPaths';

export const DATABASES_MENU_PATH = MENU_PATHS.databases;

/** databaseType: 0 none, 1 SQL Server, 2 MySQL Server, 3 API (the URL instead of a connection string). */
export const API_DATABASE_TYPE = 3;
const TYPE_LABELS = '0 (none), 1 (SQL Server), 2 (MySQL Server), 3 (API)';

export const DATABASE_SORT_FIELDS = ['id', 'name', 'alias', 'connectionString', 'storage', 'status', 'databaseType', 'urlApi'] as const;

export const databaseRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  alias: z.string(),
  connectionString: z.string(),
  storage: z.string(),
  status: z.boolean(),
  databaseType: z.number().int(),
  urlApi: z.string(),
  version: z.number().int(),
});
export type DatabaseRecord = z.infer<typeof databaseRecord>;

export const databaseList = endpoint({
  ...routes.databaseList,
  body: z.object({ ...paging, ...search, ...sorting(DATABASE_SORT_FIELDS) }),
  answer: page(databaseRecord.omit({ version: true })).extend({
    /** ours: true when totalItemCount is PostgreSQL's estimate (a big table, no search): the pager says "about N" */
    totalIsEstimate: z.boolean().optional(),
  }),
});

export const databaseGet = endpoint({ ...routes.databaseGet, query: z.object({ id: recordId() }), answer: databaseRecord });

/** The fields a database is saved with; connectionString is required unless it is an API, which needs urlApi. */
export const databaseFields = z
  .object({
    id: integer({ min: 0 }).default(0),
    ...baseVersion,
    name: requiredText(100),
    alias: requiredText(100),
    databaseType: integer().pipe(z.number().refine((n) => n >= 0 && n <= 3, { error: message('validation.enum', { values: TYPE_LABELS }) })).default(1),
    connectionString: text(1000).default(''),
    // the format is checked with the type (below): an API's URL is a complete http(s) address
    urlApi: text(500).default('http://').meta({ pattern: HTTP_URL_PATTERN }),
    storage: text(200).default(''),
    status: flag().default(true),
  })
  .superRefine((d, ctx) => {
    if (d.databaseType !== API_DATABASE_TYPE && d.connectionString === '') {
      ctx.addIssue({ code: 'custom', path: ['connectionString'], message: message('validation.required') });
    }
    if (d.databaseType === API_DATABASE_TYPE && !isHttpUrl(d.urlApi)) {
      ctx.addIssue({ code: 'custom', path: ['urlApi'], message: message(d.urlApi === '' ? 'validation.required' : 'validation.url') });
    }
  }, evenWithOtherIssues);
export type DatabaseFields = z.infer<typeof databaseFields>;

export const databaseSave = endpoint({ ...routes.databaseSave, body: databaseFields, answer: z.number().int() });

export const databaseState = endpoint({
  ...routes.databaseState,
  body: z.object({ id: recordId(), ...baseVersion, status: flag() }),
  answer: z.number().int(),
});
