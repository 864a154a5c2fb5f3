// From a viewer's request to a result: the user's right to the report, its parameters' values typed and bound,
// the filter rules (contracts/reportFilters.ts) worded in the caller's language, the run (engine.ts), the shape.
import type { Kysely } from 'kysely';
import { checkFilters, type FilterProblem } from '../../../contracts/reportFilters';
import type { ExecuteReportBody, ReportDetail, ReportParameter, ReportResult, FilterSign } from '../../../contracts/endpoints/reports';
import type { Database } from '../../core/db/schema';
import { refuse, refusalOf } from '../../core/refuse';
import type { MessageKey, Msg } from '../../shell/messages';
import { runReport, shapeResult, type BoundFilter } from './engine';
import { mayRun, reportDetail } from './queries';

type Db = Kysely<Database>;

/** A filter rule's refusal (reports/messages.json: the spec's texts, spec 04 §5, and the server's own two). */
export const filterProblemText = (problem: FilterProblem, detail = ''): Msg => ({ key: `reports.filter.${problem}`, params: { detail } });

const badParameter = (p: ReportParameter, problem: MessageKey): never => refuse(400, 'reports.parameter', { alias: p.alias, problem: { key: problem } });

/** One parameter's value as its type binds it (1 text, 2 numeric, 3 date yyyy-mm-dd, 4 boolean). */
export function parameterValue(p: ReportParameter, raw: unknown): string | number | boolean {
  const missing = raw === undefined || raw === null || raw === '';
  switch (p.type) {
    case 2: {
      const n = typeof raw === 'number' ? raw : Number(String(raw ?? '').trim());
      if (missing || !Number.isFinite(n)) badParameter(p, 'reports.parameter.number');
      return n;
    }
    case 3: {
      const text = String(raw ?? '').trim();
      if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(Date.parse(text))) badParameter(p, 'reports.parameter.date');
      return text;
    }
    case 4:
      if (raw === true || raw === 'true') return true;
      if (raw === false || raw === 'false' || missing) return false;
      return badParameter(p, 'reports.parameter.boolean');
    default:
      return missing ? '' : String(raw);
  }
}

export const parameterValues = (parameters: readonly ReportParameter[], given: readonly { column: string; value: unknown }[]) =>
  parameters.map((p) => parameterValue(p, given.find((g) => g.column === p.column)?.value));

/** 403: the report is run by the users assigned to it on the Permissions screen. */
export const notAssigned = () => refusalOf(403, 'reports.notAssigned');

/** The report, when it exists and the user is assigned to it (404 / 403 otherwise). */
export async function runnableReport(db: Db, userId: number, reportId: number): Promise<ReportDetail> {
  const report = await reportDetail(db, reportId);
  if (!report) refuse(404, 'reports.notFound', { id: reportId });
  if (!(await mayRun(db, userId, reportId))) throw notAssigned();
  return report;
}

/** Checks the filters against the report's filter columns and types them. */
export function boundFilters(report: ReportDetail, body: ExecuteReportBody): BoundFilter[] {
  const filters = body.filters ?? [];
  const filterColumns = report.columns.filter((c) => c.isFilter);
  const check = checkFilters(filters, filterColumns.map((c) => c.name), body.applyFilter ?? filters.length > 0);
  if (check) {
    const row = filters[check.row];
    const { key, params } = filterProblemText(check.problem, check.problem === 'unknownSign' ? row?.sign : row?.column);
    refuse(400, key, params);
  }
  if (!(body.applyFilter ?? filters.length > 0)) return [];
  return filters.map((f) => ({
    column: f.column!, sign: f.sign as FilterSign, value: f.value!, join: f.join ?? 'And',
    groupTypesDataId: filterColumns.find((c) => c.name === f.column)!.groupTypesDataId,
  }));
}

export async function executeReport(db: Db, report: ReportDetail, body: ExecuteReportBody, limit: number): Promise<ReportResult> {
  const result = await runReport(db, {
    script: report.script,
    values: parameterValues(report.parameters, body.parameters ?? []),
    filters: boundFilters(report, body),
    limit,
  });
  const shown = report.columns.filter((c) => c.isShow).map(({ name, alias, groupTypesDataId }) => ({ name, alias, groupTypesDataId }));
  return { ...shapeResult(result.rows, shown), parameters: report.parameters, limit: result.limit, truncated: result.truncated, elapsedMs: result.elapsedMs };
}
