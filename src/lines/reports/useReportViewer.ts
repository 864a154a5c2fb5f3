// The viewer's state and actions: the report (GET Report/GetReport), its parameter values, filter rows, limit,
// the last result and its page; Execute checks the filter rules first (the spec's messages), then runs it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ExecuteReportBody, ReportResult } from '../../../contracts/endpoints/reports';
import { DEFAULT_REPORT_LIMIT } from '../../../contracts/reportConstants';
import { checkFilters } from '../../../contracts/reportFilters';
import { downloadFile } from '../../engine/export/useXlsxExporter';
import { buildWorkbook, workbookBytes } from '../../../contracts/workbook';
import type { ReportsDataProvider } from './calls';
import { emptyFilter, type FilterRow } from './FilterRows';
import { reportSheet } from '../../../contracts/reportSheet';
import { initialParameters, pageOf, parameterValues, type ParameterInput } from './viewerRules';
import { outcomeSeverity, queuedOutcome, type MailOutcome } from './mailRules';

const errorText = (error: unknown) => (error as Error)?.message ?? String(error);

export function useReportViewer(reportId: number) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ReportsDataProvider>();
  const report = useQuery({ queryKey: ['reports', 'report', reportId], queryFn: () => dataProvider.getReport(reportId), enabled: reportId > 0, retry: false });
  const [values, setValues] = useState<Record<string, ParameterInput>>({});
  const [filters, setFilters] = useState<FilterRow[]>([emptyFilter()]);
  const [applyFilter, setApplyFilter] = useState(false);
  const [errorRow, setErrorRow] = useState<number>();
  const [limit, setLimit] = useState(String(DEFAULT_REPORT_LIMIT));
  const [page, setPage] = useState(0);
  const [result, setResult] = useState<ReportResult>();

  const parameters = report.data?.parameters ?? [];
  const shownValues = { ...initialParameters(parameters), ...values };
  const filterColumns = (report.data?.columns ?? []).filter((c) => c.isFilter);
  const body = (): ExecuteReportBody => ({
    reportId,
    parameters: parameterValues(parameters, shownValues),
    applyFilter,
    filters: applyFilter ? filters : [],
  });

  const run = useMutation({
    mutationFn: () => dataProvider.executeReport(body(), Number(limit) || DEFAULT_REPORT_LIMIT),
    onSuccess: (answer) => {
      setResult(answer);
      setPage(0);
    },
    onError: (error) => notify(errorText(error), { type: 'error', messageArgs: { _: errorText(error) } }),
  });
  // "sent" only when the SMTP server took it; a mail the server did not take stays queued (a warning naming the
  // reason and the retry), and the dialog closes either way: nothing is lost
  const email = useMutation({
    mutationFn: async (to: string): Promise<MailOutcome> => {
      try {
        const answer = await dataProvider.exportReport(body(), to);
        return { sent: true, message: answer.message, status: answer.entry.status };
      } catch (error) {
        const queued = queuedOutcome(error);
        if (queued) return queued;
        throw error;
      }
    },
    onSuccess: (outcome) => {
      if (outcome.sent) notify('app.reports.emailSent', { type: 'success' });
      else notify(outcome.message, { type: outcomeSeverity(outcome), messageArgs: { _: outcome.message }, autoHideDuration: 10_000 });
    },
    onError: (error) => notify(errorText(error), { type: 'error', messageArgs: { _: errorText(error) } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['reports', 'outbox'] }),
  });

  /** The filter rules first (as the spec words them), then the call. */
  const execute = () => {
    const problem = checkFilters(filters, filterColumns.map((c) => c.name), applyFilter);
    setErrorRow(problem?.row);
    if (problem) {
      notify(`app.reports.filterMessages.${problem.problem}`, { type: 'error' });
      return;
    }
    run.mutate();
  };

  /** The page on screen as .xlsx (SheetJS loaded now), headers = the columns' aliases. */
  const exportPage = async () => {
    if (!result || !report.data) return;
    try {
      const xlsx = await import('xlsx');
      const sheet = reportSheet(result.columns, pageOf(result.rows, page), [translate('app.reports.yes'), translate('app.reports.no')]);
      downloadFile(workbookBytes(xlsx, buildWorkbook(xlsx, report.data.name, sheet)), `${report.data.alias}-${page + 1}.xlsx`);
    } catch (error) {
      notify('app.engine.export.failed', { type: 'error', messageArgs: { error: errorText(error) } });
    }
  };

  return {
    report, values: shownValues, setValue: (column: string, value: ParameterInput) => setValues((v) => ({ ...v, [column]: value })),
    filters, applyFilter, filterColumns, errorRow,
    setFilters: (rows: FilterRow[], apply: boolean) => {
      setFilters(rows);
      setApplyFilter(apply);
      setErrorRow(undefined);
    },
    limit, setLimit, page, setPage, result, execute, running: run.isPending, exportPage, sendEmail: email.mutateAsync, sending: email.isPending,
  };
}
