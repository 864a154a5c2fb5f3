/**
 * The report calls (spec 01 §7.5, spec 04 §7) as named methods of the data provider, typed from the contracts.
 * Execution and export go to the report's own api: the viewer's `url` parameter (a module call) when the page has
 * one, else the console's API.
 */
import type { HttpClient } from '../../../dataProviders/httpClient';
import { caller } from '../../../dataProviders/endpointCall';
import * as routes from '../../../contracts/routes';
import type { ExecuteReportBody, ReportColumn, ReportConfigurationInput, TestScriptBody } from '../../../contracts/endpoints/reports';
import { moduleOrApi } from '../../shell/apiClient';
import { sessionToken } from '../../shell/auth/session';
import type { AppDataProvider } from '../../shell/shellCalls';

export const reportCalls = (http: HttpClient) => {
  const call = caller(http);
  return {
    listReportConfigurations: async (pageIndex: number, pageSize: number, search: string) =>
      (await call(routes.getReportsConfiguration, { body: { pageIndex, pageSize, search } })).data,
    getReport: async (id: number) => (await call(routes.getReport, { query: { id } })).data,
    /** answers the id, or throws the refusal (its `data` is the reason, spec 01 §8) */
    saveReport: async (report: ReportConfigurationInput) =>
      (await call(routes.saveReportConfiguration, { body: report as never })).data,
    saveReportColumns: async (columns: ReportColumn[]) =>
      (await call(routes.saveReportColumns, { body: columns })).data,
    getTypesOfData: async () => (await call(routes.getTypeOfData, { query: { groupId: 1 } })).data,
    testScript: async (body: TestScriptBody) =>
      (await call(routes.testScript, { body: body as never })).data,
    listMyReports: async (idUser: number) =>
      (await call(routes.listReportsByUser, { query: { idUser } })).data,
    executeReport: async (body: ExecuteReportBody, limit: number) =>
      (await call(routes.executeReport, { query: { limit }, body: body as never, base: moduleOrApi() })).data,
    /** the whole report, e-mailed: answers the outbox entry and the server's message */
    exportReport: async (body: ExecuteReportBody, email: string) => {
      const answer = await call(routes.exportReport, { query: { email }, body: body as never, base: moduleOrApi() });
      return { entry: answer.data, message: answer.message };
    },
    /** POST DataBase/List with page 1 and size 9999999, as the report screens call it (spec 01 §7.2) */
    listDatabases: async () =>
      (await call(routes.databaseList, { body: { pageIndex: 1, pageSize: 9999999 } as never })).data.items,
    listOutbox: async () => (await call(routes.listOutbox)).data,
    /** the administrators' Mailbox: what the embedded catcher received, newest first */
    listMailbox: async (page: number, perPage: number) =>
      (await call(routes.mailboxList, { query: { page, perPage } })).data,
    getMailboxMessage: async (id: number) => (await call(routes.mailboxGet, { query: { id } })).data,
  };
};


/** The link of a sent report's file (a new tab cannot send the bearer header). */
export const outboxFileLink = (apiBase: string, id: number) =>
  `${apiBase.replace(/\/?$/, '/')}${routes.outboxFile.path}?id=${id}&token=${encodeURIComponent(sessionToken() ?? '')}`;

/** The link of a received message's attachment (a link: ?token=). */
export const mailboxAttachmentLink = (apiBase: string, id: number, index: number) =>
  `${apiBase.replace(/\/?$/, '/')}${routes.mailboxAttachment.path}?id=${id}&index=${index}&token=${encodeURIComponent(sessionToken() ?? '')}`;

export type ReportCalls = ReturnType<typeof reportCalls>;
export type ReportsDataProvider = AppDataProvider & ReportCalls;
