/**
 * The report calls (spec 01 §7.5, spec 04 §7) as named methods of the data provider, typed from the contracts.
 * Execution and export go to the report's own api: the viewer's `url` parameter (a module call) when the page has
 * one, else the console's API (callEndpoint cannot choose the module base: those two are typed by AnswerOf).
 */
import type { HttpClient } from '../../../dataProviders/httpClient';
import { callEndpoint, type AnswerOf } from '../../../dataProviders/endpointCall';
import type {
  executeReport, exportReport, getReport, getReportsConfiguration, getTypeOfData, listOutbox, listReportsByUser,
  saveReportColumns, saveReportConfiguration, testScript, ExecuteReportBody, ReportColumn, ReportConfigurationInput, TestScriptBody,
} from '../../../contracts/endpoints/reports';
import type { databaseList } from '../../../contracts/endpoints/databases';
import type { mailboxGet, mailboxList } from '../../../contracts/endpoints/mailbox';
import { sessionToken } from '../../auth/session';
import type { AppDataProvider } from '../../shellCalls';

const reportApi = (): 'module' | 'api' => (new URLSearchParams(window.location.search).get('url') ? 'module' : 'api');

export const reportCalls = (http: HttpClient) => ({
  listReportConfigurations: async (pageIndex: number, pageSize: number, search: string) =>
    (await callEndpoint<typeof getReportsConfiguration>(http, { method: 'POST', path: 'Report/GetReportsConfiguration', body: { pageIndex, pageSize, search } })).data,
  getReport: async (id: number) => (await callEndpoint<typeof getReport>(http, { method: 'GET', path: 'Report/GetReport', query: { id } })).data,
  /** answers the id, or throws the refusal (its `data` is the reason, spec 01 §8) */
  saveReport: async (report: ReportConfigurationInput) =>
    (await callEndpoint<typeof saveReportConfiguration>(http, { method: 'POST', path: 'Report/SaveReportConfiguration', body: report as never })).data,
  saveReportColumns: async (columns: ReportColumn[]) =>
    (await callEndpoint<typeof saveReportColumns>(http, { method: 'POST', path: 'Report/SaveReportColumns', body: columns })).data,
  getTypesOfData: async () => (await callEndpoint<typeof getTypeOfData>(http, { method: 'GET', path: 'Report/GetTypeOfData', query: { groupId: 1 } })).data,
  testScript: async (body: TestScriptBody) =>
    (await callEndpoint<typeof testScript>(http, { method: 'POST', path: 'Report/TestScript', body: body as never })).data,
  listMyReports: async (idUser: number) =>
    (await callEndpoint<typeof listReportsByUser>(http, { method: 'GET', path: 'Report/ListByUser', query: { idUser } })).data,
  executeReport: async (body: ExecuteReportBody, limit: number) =>
    (await http<AnswerOf<typeof executeReport>>({ method: 'POST', path: 'Report/ExecuteReport', query: { limit }, body, base: reportApi() })).data,
  /** the whole report, e-mailed: answers the outbox entry and the server's message */
  exportReport: async (body: ExecuteReportBody, email: string) => {
    const answer = await http<AnswerOf<typeof exportReport>>({ method: 'POST', path: 'Report/ExportReport', query: { email }, body, base: reportApi() });
    return { entry: answer.data, message: answer.message };
  },
  /** POST DataBase/List with page 1 and size 9999999, as the report screens call it (spec 01 §7.2) */
  listDatabases: async () =>
    (await callEndpoint<typeof databaseList>(http, { method: 'POST', path: 'DataBase/List', body: { pageIndex: 1, pageSize: 9999999 } as never })).data.items,
  listOutbox: async () => (await callEndpoint<typeof listOutbox>(http, { method: 'GET', path: 'Report/Outbox' })).data,
  /** the administrators' Mailbox: what the embedded catcher received, newest first */
  listMailbox: async (page: number, perPage: number) =>
    (await callEndpoint<typeof mailboxList>(http, { method: 'GET', path: 'Mailbox/List', query: { page, perPage } })).data,
  getMailboxMessage: async (id: number) => (await callEndpoint<typeof mailboxGet>(http, { method: 'GET', path: 'Mailbox/Get', query: { id } })).data,
});


/** The link of a sent report's file (a new tab cannot send the bearer header). */
export const outboxFileLink = (apiBase: string, id: number) =>
  `${apiBase.replace(/\/?$/, '/')}Report/OutboxFile?id=${id}&token=${encodeURIComponent(sessionToken() ?? '')}`;

/** The link of a received message's attachment (a link: ?token=). */
export const mailboxAttachmentLink = (apiBase: string, id: number, index: number) =>
  `${apiBase.replace(/\/?$/, '/')}Mailbox/Attachment?id=${id}&index=${index}&token=${encodeURIComponent(sessionToken() ?? '')}`;

export type ReportCalls = ReturnType<typeof reportCalls>;
export type ReportsDataProvider = AppDataProvider & ReportCalls;
