// The report calls (spec 01 §7.5, spec 04 §7) under /api: configuration (guarded by the flags on the report
// configuration's menu entry), the user's reports, execution and export (for the users assigned to the report on
// the Permissions screen: 403 for the others), the outbox of e-mailed exports and the script test.
import { Router, type Request } from 'express';
import {
  DATA_TYPES, DEFAULT_REPORT_LIMIT, MAX_REPORT_ROWS, TEST_ROWS, executeReport as executeCall, exportReport, getReport, getReportParameters,
  getReportsConfiguration, getTypeOfData, listReportsByUser, reportColumn, reportConfiguration, testScriptBody,
} from '../../../contracts/endpoints/reports';
import { userFlags } from '../../auth';
import { permissionTables } from '../../db/records';
import { objectBody, ok } from '../../http';
import { languageOf } from '../../messages';
import type { ApiContext } from '../../api/context';
import { LineError, lineErrorHandler, parseWith, queryOf } from '../lineHttp';
import { columnProbe, runReport, shapeResult } from './engine';
import { executeReport, notAssigned, parameterValue, runnableReport } from './execute';
import { MAX_ATTACHMENT_BYTES, notSentText, outboxAttachment, outboxEntryOf, outboxOf, reportMail } from './reportMail';
import { QueueFull } from '../../mail/index';
import { translate } from '../../messages';
import { listReports, mayRun, reportDetail, reportExists, reportsOfUser, saveColumns, saveReport } from './queries';

export const REPORT_CONFIGURATION_PATH = '/system/report/ProcessReport';

const userOf = (req: Request) => req.auth!.user.id;

/** A refused save answers isSuccess false with the reason in `data` too (the screen shows `data`, spec 01 §8). */
function withReasonAsData<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof LineError) throw new LineError(error.status, error.text, error.errors, (lang) => error.text[lang]);
    throw error;
  }
}

export function reportRoutes({ db, mail }: ApiContext, maxAttachmentBytes = MAX_ATTACHMENT_BYTES): Router {
  const router = Router();
  const mayConfigure = async (req: Request, flag: 'l' | 'w') => userFlags(await permissionTables(db), req.auth!.user, REPORT_CONFIGURATION_PATH)[flag];

  router.post(`/${getReportsConfiguration.path}`, async (req, res) => {
    const { pageIndex, pageSize, search } = parseWith(getReportsConfiguration.body, objectBody(req));
    ok(res, await listReports(db, pageIndex, pageSize, search));
  });
  router.post(`/${getReportParameters.path}`, async (req, res) => {
    const { reportId } = parseWith(getReportParameters.body, objectBody(req));
    ok(res, (await reportDetail(db, reportId))?.parameters ?? []);
  });
  router.post('/Report/SaveReportConfiguration', async (req, res) => {
    const input = withReasonAsData(() => parseWith(reportConfiguration, objectBody(req)));
    const id = await saveReport(db, input);
    if (id === undefined) throw new LineError(404, { en: `The report ${input.reportId} does not exist.`, es: `El reporte ${input.reportId} no existe.` }, undefined, (lang) => (lang === 'es' ? `El reporte ${input.reportId} no existe.` : `The report ${input.reportId} does not exist.`));
    ok(res, id, languageOf(req) === 'es' ? 'Proceso exitoso.' : 'Successful process.');
  });
  router.post('/Report/SaveReportColumns', async (req, res) => {
    const columns = withReasonAsData(() => parseWith(reportColumn.array().min(1).max(100), req.body));
    for (const id of new Set(columns.map((c) => c.reportId))) {
      if (!(await reportExists(db, id))) throw new LineError(404, { en: `The report ${id} does not exist.`, es: `El reporte ${id} no existe.` });
    }
    ok(res, await saveColumns(db, columns), languageOf(req) === 'es' ? 'Proceso exitoso.' : 'Successful process.');
  });
  router.get(`/${getTypeOfData.path}`, (_req, res) => ok(res, DATA_TYPES.map((t) => ({ ...t }))));

  router.get(`/${getReport.path}`, async (req, res) => {
    const { id } = parseWith(getReport.query, queryOf(req));
    const report = await reportDetail(db, id);
    if (!report) throw new LineError(404, { en: `The report ${id} does not exist.`, es: `El reporte ${id} no existe.` });
    // its analysts (the configuration's L flag) and the users assigned to it
    if (!(await mayConfigure(req, 'l')) && !(await mayRun(db, userOf(req), id))) throw notAssigned();
    ok(res, report);
  });
  router.get(`/${listReportsByUser.path}`, async (req, res) => {
    const { idUser } = parseWith(listReportsByUser.query, queryOf(req));
    if (idUser !== userOf(req)) throw new LineError(403, { en: 'You can only list your own reports.', es: 'Solo puede consultar sus propios reportes.' });
    ok(res, await reportsOfUser(db, idUser));
  });

  router.post(`/${executeCall.path}`, async (req, res) => {
    const { limit } = parseWith(executeCall.query, queryOf(req));
    const body = parseWith(executeCall.body, objectBody(req));
    const report = await runnableReport(db, userOf(req), body.reportId);
    ok(res, await executeReport(db, report, body, limit ?? DEFAULT_REPORT_LIMIT));
  });
  router.post(`/${exportReport.path}`, async (req, res) => {
    const { email } = parseWith(exportReport.query, queryOf(req));
    const body = parseWith(exportReport.body, objectBody(req));
    const report = await runnableReport(db, userOf(req), body.reportId);
    const result = await executeReport(db, report, body, MAX_REPORT_ROWS);
    const lang = languageOf(req);
    const outgoing = reportMail({ reportId: report.reportId, reportName: report.name, alias: report.alias, userId: userOf(req), to: email, lang }, result, maxAttachmentBytes);
    if (!mail) throw new Error('the mail service is not running');
    let queued;
    try {
      queued = await mail.queue.enqueue(outgoing);
    } catch (error) {
      if (error instanceof QueueFull) throw new LineError(429, { en: translate('en', error.msg), es: translate('es', error.msg) });
      throw error;
    }
    // answered once the first attempt has finished: "sent" only when the SMTP server took it
    const done = await mail.queue.attemptNow(queued.id);
    const entry = outboxEntryOf(done);
    if (done.status !== 'sent') throw new LineError(502, notSentText(done), undefined, () => entry);
    // the spec's text (spec 04 §8), in both languages as written
    ok(res, entry, lang === 'es' ? 'Se envío correctamente el reporte.' : 'The report was sent successfully.');
  });
  router.get('/Report/Outbox', async (req, res) => ok(res, await outboxOf(db, userOf(req))));
  router.get('/Report/OutboxFile', async (req, res) => {
    const { id } = parseWith(getReport.query, queryOf(req));
    const file = await outboxAttachment(db, userOf(req), id);
    if (!file) throw new LineError(404, { en: translate('en', { key: 'mail.sentNotFound', params: { id } }), es: translate('es', { key: 'mail.sentNotFound', params: { id } }) });
    res.attachment(file.name);
    res.type('xlsx');
    res.send(file.bytes);
  });

  router.post('/Report/TestScript', async (req, res) => {
    const { script, parameters } = parseWith(testScriptBody, objectBody(req));
    // a sample value of each type where the analyst gave none
    const sample = { 1: '', 2: 0, 3: new Date().toISOString().slice(0, 10), 4: true } as const;
    const values = parameters.map((p) => parameterValue(p, p.value ?? sample[p.type as 1 | 2 | 3 | 4]));
    const result = await runReport(db, { script, values, limit: TEST_ROWS });
    // no rows: the columns' names still show (their types are unknown: text)
    const rows = result.rows.length > 0 ? result.rows : await columnProbe(db, script, values);
    ok(res, { ...shapeResult(rows, []), rows: shapeResult(result.rows, []).rows, parameters, limit: result.limit, truncated: result.truncated, elapsedMs: result.elapsedMs });
  });

  router.use(lineErrorHandler);
  return router;
}
