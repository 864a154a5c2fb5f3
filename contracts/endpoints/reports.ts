/**
 * The report endpoints (spec 01 §7.5, spec 04 §7): configuration, columns, data types, the user's reports, execution,
 * export by e-mail and its outbox, and the script test. Request and answer schemas (zod 4) shared by the mock server
 * and the app. Query values arrive as text, so numbers are coerced.
 */
import { z } from 'zod';
import { endpoint } from '../envelope';
import * as routes from '../routes/reports';
import { FILTER_JOINS, PARAMETER_TYPES } from '../reportConstants';

export {
  DATA_TYPE, DATA_TYPES, DATABASE_TYPES, DEFAULT_REPORT_LIMIT, FILTER_JOINS, FILTER_SIGNS, MAX_REPORT_ROWS, PARAMETER_TYPES, TEST_ROWS, type FilterSign,
} from '../reportConstants';

const id = () => z.coerce.number().int().min(1);
const required = (max: number) => z.string().trim().min(1).max(max);
const oneOf = <T extends readonly number[]>(values: T) =>
  z.coerce.number().int().refine((n) => values.includes(n), { message: `must be one of ${values.join(', ')}` });

export const reportParameter = z.object({
  parameterId: z.number().int().optional(),
  column: required(60).regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'letters, digits and _ (not starting with a digit)'),
  alias: required(100),
  type: oneOf(PARAMETER_TYPES),
});
export type ReportParameter = z.infer<typeof reportParameter>;

export const reportColumn = z.object({
  name: required(60),
  alias: required(100),
  groupTypesDataId: oneOf([1, 2, 3, 4]),
  reportId: id(),
  isFilter: z.boolean(),
  isShow: z.boolean(),
});
export type ReportColumn = z.infer<typeof reportColumn>;

/** A report's configuration as the configuration screen edits it (reportId 0: a new report). */
export const reportConfiguration = z.object({
  reportId: z.coerce.number().int().min(0).default(0),
  name: required(200),
  alias: required(100),
  api: required(300),
  script: required(20_000),
  connectionString: required(500),
  data_Base: id(),
  typeBD: oneOf([1, 2]),
  parameters: z.array(reportParameter).max(20).default([]),
  version: z.number().int().optional(),
});
export type ReportConfiguration = z.infer<typeof reportConfiguration>;
export type ReportConfigurationInput = z.input<typeof reportConfiguration>;

export const reportListRow = z.object({
  reportId: z.number(), name: z.string(), alias: z.string(), api: z.string(), script: z.string(),
  connectionString: z.string(), data_Base: z.number(), typeBD: z.number(), version: z.number(),
});
export type ReportListRow = z.infer<typeof reportListRow>;

export const reportDetail = reportListRow.extend({
  parameters: z.array(reportParameter.extend({ parameterId: z.number() })),
  columns: z.array(reportColumn),
});
export type ReportDetail = z.infer<typeof reportDetail>;

export const getReportsConfiguration = endpoint({
  ...routes.getReportsConfiguration,
  body: z.object({ pageIndex: z.coerce.number().int().min(1), pageSize: z.coerce.number().int().min(1).max(100), search: z.string().trim().max(100).default('') }),
  answer: z.object({ items: z.array(reportListRow), totalItemCount: z.number() }),
});
export const getReportParameters = endpoint({
  ...routes.getReportParameters, body: z.object({ reportId: id() }), answer: reportDetail.shape.parameters,
});
export const saveReportConfiguration = endpoint({ ...routes.saveReportConfiguration, body: reportConfiguration, answer: z.number() });
export const saveReportColumns = endpoint({ ...routes.saveReportColumns, body: z.array(reportColumn).min(1).max(100), answer: z.number() });
export const getTypeOfData = endpoint({
  ...routes.getTypeOfData, query: z.object({ groupId: z.coerce.number().int().optional() }), answer: z.array(z.object({ id: z.number(), name: z.string() })),
});
export const getReport = endpoint({ ...routes.getReport, query: z.object({ id: id() }), answer: reportDetail });
export const listReportsByUser = endpoint({
  ...routes.listReportsByUser, query: z.object({ idUser: id() }), answer: z.array(z.object({ reportId: z.number(), name: z.string(), alias: z.string(), api: z.string() })),
});

export const reportFilter = z.object({
  column: z.string().max(60).default(''),
  sign: z.string().max(4).default(''),
  value: z.string().max(500).default(''),
  /** how this row joins the rows before it (ignored on the first) */
  join: z.enum(FILTER_JOINS).default('And'),
});
export type ReportFilter = z.input<typeof reportFilter>;

/** A parameter's value as the viewer sends it: text, number, date (yyyy-mm-dd) or boolean. */
export const parameterValue = z.object({ column: z.string().max(60), value: z.union([z.string().max(500), z.number(), z.boolean(), z.null()]) });
export type ParameterValue = z.infer<typeof parameterValue>;

export const executeReportBody = z.object({
  reportId: id(),
  parameters: z.array(parameterValue).max(20).default([]),
  applyFilter: z.boolean().default(false),
  filters: z.array(reportFilter).max(20).default([]),
});
export type ExecuteReportBody = z.input<typeof executeReportBody>;

export const resultColumn = z.object({ name: z.string(), alias: z.string(), groupTypesDataId: z.number() });
export type ResultColumn = z.infer<typeof resultColumn>;
export const reportResult = z.object({
  rows: z.array(z.record(z.string(), z.unknown())),
  columns: z.array(resultColumn),
  parameters: z.array(reportParameter),
  /** the limit applied (the asked one, capped by the server) and whether more rows were left out */
  limit: z.number(),
  truncated: z.boolean(),
  elapsedMs: z.number(),
});
export type ReportResult = z.infer<typeof reportResult>;

export const executeReport = endpoint({
  ...routes.executeReport, query: z.object({ limit: z.coerce.number().int().optional() }), body: executeReportBody, answer: reportResult,
});

/** What an e-mailed export became: queued, being sent, sent (the SMTP server took it), failed (retried at
 * nextAttemptAt, lastError saying why) or given up. */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed', 'gave_up'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
export const outboxEntry = z.object({
  id: z.number(), reportId: z.number(), to: z.string(), subject: z.string(), file: z.string(), rows: z.number(),
  status: z.enum(MAIL_STATUSES), attempts: z.number(), lastError: z.string().nullable(),
  /** when it is retried (status failed) */
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  /** when the SMTP server took it */
  sentAt: z.string().nullable(),
});
export type OutboxEntry = z.infer<typeof outboxEntry>;
export const exportReport = endpoint({
  ...routes.exportReport, query: z.object({ email: z.email().max(200) }), body: executeReportBody, answer: outboxEntry,
});
export const listOutbox = endpoint({ ...routes.listOutbox, answer: z.array(outboxEntry) });
/** The e-mailed .xlsx itself, as it was attached (a link: ?token= accepted). */
export const OUTBOX_FILE_PATH = routes.outboxFile.path;

export const testScriptBody = z.object({
  script: required(20_000),
  parameters: z.array(reportParameter.extend({ value: parameterValue.shape.value.optional() })).max(20).default([]),
});
export type TestScriptBody = z.input<typeof testScriptBody>;
export const testScript = endpoint({ ...routes.testScript, body: testScriptBody, answer: reportResult });
