// The configuration screen's pure rules: an empty report, which required fields are missing (spec 01 §5), and the
// message of a refused save (its `data`, spec 01 §8).
import type { ReportColumn, ReportConfigurationInput, ReportDetail, ReportParameter } from '../../../contracts/endpoints/reports';

export type ReportForm = Omit<ReportConfigurationInput, 'parameters' | 'data_Base' | 'typeBD'> & {
  data_Base: number | '';
  typeBD: number | '';
  parameters: ReportParameter[];
};

/** Report configuration table page size (spec 01 §9). */
export const CONFIG_PAGE_SIZE = 10;

export const REQUIRED_REPORT_FIELDS = ['name', 'alias', 'api', 'script', 'connectionString', 'data_Base', 'typeBD'] as const;

export const emptyReport = (): ReportForm => ({
  reportId: 0, name: '', alias: '', api: '/api/', script: '', connectionString: '', data_Base: '', typeBD: '', parameters: [],
});

export const formOf = (report: ReportDetail): ReportForm => ({
  reportId: report.reportId, name: report.name, alias: report.alias, api: report.api, script: report.script,
  connectionString: report.connectionString, data_Base: report.data_Base, typeBD: report.typeBD, version: report.version,
  parameters: report.parameters.map(({ column, alias, type }) => ({ column, alias, type })),
});

const blank = (value: unknown) => value === '' || value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The required fields left empty. */
export const missingFields = <T extends Record<string, unknown>>(values: T, required: readonly (keyof T)[]): (keyof T)[] =>
  required.filter((field) => blank(values[field]));

export const REQUIRED_PARAMETER_FIELDS = ['column', 'alias', 'type'] as const;
export const REQUIRED_COLUMN_FIELDS = ['name', 'alias', 'groupTypesDataId'] as const;

export type ColumnForm = Omit<ReportColumn, 'groupTypesDataId'> & { groupTypesDataId: number | '' };
export const emptyColumn = (reportId: number): ColumnForm => ({ name: '', alias: '', groupTypesDataId: '', reportId, isFilter: true, isShow: true });

/** What a refused save says: the envelope's `data` when it is a text (spec 01 §8), else its message. */
export const refusalText = (error: unknown): string => {
  const body = (error as { body?: { data?: unknown; message?: unknown } }).body;
  if (typeof body?.data === 'string' && body.data) return body.data;
  return (error as Error)?.message ?? String(error);
};
