// The report calls (spec 01 §7.5, spec 04 §7) under /api: configuration (guarded by the flags on the report
// configuration's menu entry), the user's reports, execution and export (for the users assigned to the report on
// the Permissions screen: 403 for the others), the outbox of e-mailed exports and the script test.
import { Router, type Request } from 'express';
import { z } from 'zod';
import {
  DATA_TYPES, DEFAULT_REPORT_LIMIT, MAX_REPORT_ROWS, OUTBOX_FILE_PATH, TEST_ROWS, executeReport as executeCall, exportReport, getReport,
  getReportParameters, getReportsConfiguration, getTypeOfData, listOutbox, listReportsByUser, saveReportColumns, saveReportConfiguration, testScript,
} from '../../../contracts/endpoints/reports';
import { userFlags } from '../../shell/auth';
import { parse } from '../../core/contract';
import { ANSWERED, handle, reply } from '../../core/handle';
import { ApiError, refusalOf, refuse } from '../../core/refuse';
import { permissionTables } from '../../core/db/records';
import { languageOf, translate, type Lang, type Msg } from '../../shell/messages';
import type { ApiContext } from '../../shell/api/context';
import { arrayBody } from '../satelliteTv/bodies';
import { columnProbe, runReport, shapeResult } from './engine';
import { executeReport, notAssigned, parameterValue, runnableReport } from './execute';
import { MAX_ATTACHMENT_BYTES, notSentText, outboxAttachment, outboxEntryOf, outboxOf, reportMail } from './reportMail';
import { QueueFull } from '../../shell/mail/index';
import { listReports, mayRun, reportDetail, reportExists, reportsOfUser, saveColumns, saveReport } from './queries';

export const REPORT_CONFIGURATION_PATH = '/system/report/ProcessReport';

const userOf = (req: Request) => req.auth!.user.id;
const saved = (req: Request) => (languageOf(req) === 'es' ? 'Proceso exitoso.' : 'Successful process.');
/** The e-mailed .xlsx itself: a file, kept out of the API reference (its contract is a path). */
const outboxFile = { method: 'GET', path: OUTBOX_FILE_PATH, query: getReport.query, answer: z.never(), answerKind: 'file' } as const;

/** A refused save answers isSuccess false with the reason in `data` too (the screen shows `data`, spec 01 §8). */
const reasonAsData = (status: number, msg: Msg, errors?: Record<string, Msg>) =>
  refusalOf(status, msg.key, msg.params, { errors, data: (lang: Lang) => translate(lang, msg) });
function withReasonAsData<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof ApiError) throw reasonAsData(error.status, error.msg, error.errors);
    throw error;
  }
}

export function reportRoutes({ db, mail }: ApiContext, maxAttachmentBytes = MAX_ATTACHMENT_BYTES): Router {
  const router = Router();
  const mayConfigure = async (req: Request, flag: 'l' | 'w') => userFlags(await permissionTables(db), req.auth!.user, REPORT_CONFIGURATION_PATH)[flag];

  handle(router, getReportsConfiguration, ({ body: { pageIndex, pageSize, search } }) => listReports(db, pageIndex, pageSize, search));
  handle(router, getReportParameters, async ({ body: { reportId } }) => (await reportDetail(db, reportId))?.parameters ?? []);
  handle(router, saveReportConfiguration, async ({ raw, req }) => {
    const input = withReasonAsData(() => parse(saveReportConfiguration.body, raw));
    const id = await saveReport(db, input);
    if (id === undefined) throw reasonAsData(404, { key: 'reports.notFound', params: { id: input.reportId } });
    return reply(id, saved(req));
  }, { body: 'raw' });
  handle(router, saveReportColumns, async ({ raw, req }) => {
    const columns = withReasonAsData(() => parse(saveReportColumns.body, raw.items));
    for (const id of new Set(columns.map((c) => c.reportId))) {
      if (!(await reportExists(db, id))) refuse(404, 'reports.notFound', { id });
    }
    return reply(await saveColumns(db, columns), saved(req));
  }, { before: [arrayBody], body: 'raw' });
  handle(router, getTypeOfData, () => DATA_TYPES.map((t) => ({ ...t })));

  handle(router, getReport, async ({ query: { id }, req }) => {
    const report = await reportDetail(db, id);
    if (!report) refuse(404, 'reports.notFound', { id });
    // its analysts (the configuration's L flag) and the users assigned to it
    if (!(await mayConfigure(req, 'l')) && !(await mayRun(db, userOf(req), id))) throw notAssigned();
    return report;
  });
  handle(router, listReportsByUser, async ({ query: { idUser }, req }) => {
    if (idUser !== userOf(req)) refuse(403, 'reports.ownOnly');
    return reportsOfUser(db, idUser);
  });

  handle(router, executeCall, async ({ query: { limit }, body, req }) => {
    const report = await runnableReport(db, userOf(req), body.reportId);
    return executeReport(db, report, body, limit ?? DEFAULT_REPORT_LIMIT);
  });
  handle(router, exportReport, async ({ query: { email }, body, req }) => {
    const report = await runnableReport(db, userOf(req), body.reportId);
    const result = await executeReport(db, report, body, MAX_REPORT_ROWS);
    const lang = languageOf(req);
    const outgoing = reportMail({ reportId: report.reportId, reportName: report.name, alias: report.alias, userId: userOf(req), to: email, lang }, result, maxAttachmentBytes);
    if (!mail) throw new Error('the mail service is not running');
    let queued;
    try {
      queued = await mail.queue.enqueue(outgoing);
    } catch (error) {
      if (error instanceof QueueFull) refuse(429, error.msg.key, error.msg.params);
      throw error;
    }
    // answered once the first attempt has finished: "sent" only when the SMTP server took it
    const done = await mail.queue.attemptNow(queued.id);
    const entry = outboxEntryOf(done);
    if (done.status !== 'sent') refuse(502, 'reports.both', notSentText(done), { data: entry });
    // the spec's text (spec 04 §8), in both languages as written
    return reply(entry, lang === 'es' ? 'Se envío correctamente el reporte.' : 'The report was sent successfully.');
  });
  handle(router, listOutbox, ({ req }) => outboxOf(db, userOf(req)));
  handle(router, outboxFile, async ({ query: { id }, req, res }): Promise<typeof ANSWERED> => {
    const file = await outboxAttachment(db, userOf(req), id);
    if (!file) refuse(404, 'mail.sentNotFound', { id });
    res.attachment(file.name);
    res.type('xlsx');
    res.send(file.bytes);
    return ANSWERED;
  });

  handle(router, testScript, async ({ body: { script, parameters } }) => {
    // a sample value of each type where the analyst gave none
    const sample = { 1: '', 2: 0, 3: new Date().toISOString().slice(0, 10), 4: true } as const;
    const values = parameters.map((p) => parameterValue(p, p.value ?? sample[p.type as 1 | 2 | 3 | 4]));
    const result = await runReport(db, { script, values, limit: TEST_ROWS });
    // no rows: the columns' names still show (their types are unknown: text)
    const rows = result.rows.length > 0 ? result.rows : await columnProbe(db, script, values);
    return { ...shapeResult(rows, []), rows: shapeResult(result.rows, []).rows, parameters, limit: result.limit, truncated: result.truncated, elapsedMs: result.elapsedMs };
  });

  return router;
}
