import DownloadIcon from '@mui/icons-material/Download';
import EmailIcon from '@mui/icons-material/Email';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Alert, Box, Button, Card, CardContent, Grid, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { EmailDialog } from './EmailDialog';
import { FilterRows } from './FilterRows';
import { OutboxList } from './OutboxList';
import { ParameterFields } from './ParameterFields';
import { ResultTable } from './ResultTable';
import { useReportViewer } from './useReportViewer';
import { chartSpec } from './viewerRules';
import { NeedsConnection } from '../../engine/offline/NeedsConnection';
import { useOnline } from '../../engine/offline/useOnline';

const ReportChart = lazy(() => import('./ReportChart').then((m) => ({ default: m.ReportChart })));

/** The report viewer (spec 04 §2.11): parameters, filters, row limit, Execute, 20 rows a page, chart, exports. */
export function ReportViewer() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const reportId = Number(params.get('id')) || 0;
  const viewer = useReportViewer(reportId);
  // a report runs and is e-mailed by the server: offline, both wait (issue 51)
  const online = useOnline();
  const [emailOpen, setEmailOpen] = useState(false);
  const { report, result } = viewer;
  const chart = result && chartSpec(result.columns, result.rows);

  if (reportId <= 0) {
    return (
      <Box sx={{ p: 2 }}>
        <Title title={translate('app.reports.viewerTitle')} />
        <Alert severity="info" action={<Button component={RouterLink} to="/system/report/reports">{translate('app.reports.pickerTitle')}</Button>}>
          {translate('app.reports.noReportChosen')}
        </Alert>
      </Box>
    );
  }
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={report.data ? `${translate('app.reports.viewerTitle')}: ${report.data.name}` : translate('app.reports.viewerTitle')} />
      {report.isPending && <LinearProgress />}
      {report.isError && <Alert severity="error">{(report.error as Error).message}</Alert>}
      {report.data && (
        <Card variant="outlined" sx={{ mb: 2 }}>
          <CardContent>
            {/* a form: Enter in a parameter or filter executes */}
            <Stack
              component="form" spacing={2} noValidate
              onSubmit={(e) => {
                e.preventDefault();
                viewer.execute();
              }}
            >
              <Typography variant="h6" component="h1">{report.data.name}</Typography>
              {report.data.parameters.length > 0 && (
                <section aria-label={translate('app.reports.parameters')}>
                  <ParameterFields parameters={report.data.parameters} values={viewer.values} onChange={viewer.setValue} />
                </section>
              )}
              <section aria-label={translate('app.reports.filters')}>
                <FilterRows columns={viewer.filterColumns} rows={viewer.filters} apply={viewer.applyFilter} errorRow={viewer.errorRow} onChange={viewer.setFilters} />
              </section>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                <TextField
                  size="small" type="number" label={translate('app.reports.limit')} value={viewer.limit}
                  onChange={(e) => viewer.setLimit(e.target.value)} slotProps={{ htmlInput: { min: 1, max: 100000 } }} sx={{ width: { sm: 160 } }}
                />
                <Button type="submit" variant="contained" startIcon={<PlayArrowIcon />} disabled={viewer.running || !online}>
                  {translate(viewer.running ? 'app.reports.executing' : 'app.reports.execute')}
                </Button>
                <Button startIcon={<DownloadIcon />} onClick={() => void viewer.exportPage()} disabled={!result?.rows.length}>{translate('app.reports.exportPage')}</Button>
                <Button startIcon={<EmailIcon />} onClick={() => setEmailOpen(true)} disabled={!result || !online}>{translate('app.reports.exportEmail')}</Button>
              </Stack>
              <NeedsConnection />
            </Stack>
          </CardContent>
        </Card>
      )}
      <Box sx={{ height: 4, mb: 1 }}>{viewer.running && <LinearProgress />}</Box>
      {report.data && !result && !viewer.running && <Alert severity="info">{translate('app.reports.notRun')}</Alert>}
      {result && (
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary" data-testid="report-count">
            {translate('app.reports.resultCount', { count: result.rows.length.toLocaleString(), ms: result.elapsedMs })}
          </Typography>
          {result.truncated && <Alert severity="warning">{translate('app.reports.truncated', { limit: result.limit.toLocaleString() })}</Alert>}
          {result.rows.length === 0 ? (
            <Alert severity="info">{translate('app.reports.noRows')}</Alert>
          ) : (
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, lg: chart ? 7 : 12 }}>
                <ResultTable columns={result.columns} rows={result.rows} page={viewer.page} onPage={viewer.setPage} />
              </Grid>
              {chart && (
                <Grid size={{ xs: 12, lg: 5 }}>
                  <Suspense fallback={<LinearProgress />}>
                    <ReportChart spec={chart} />
                  </Suspense>
                </Grid>
              )}
            </Grid>
          )}
        </Stack>
      )}
      <Box sx={{ mt: 2 }}>
        <OutboxList />
      </Box>
      <EmailDialog open={emailOpen} sending={viewer.sending} onClose={() => setEmailOpen(false)} onSend={viewer.sendEmail} />
    </Box>
  );
}
