import { Alert, Box, Button, Card, CardContent, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { sessionUserId } from '../../shell/auth/session';
import type { ReportsDataProvider } from './calls';

/** The viewer's address for a report: id and url (the report's api), spec 04 §2. */
export const viewerLink = (report: { reportId: number; api: string }) =>
  `/system/report/report-view?${new URLSearchParams({ id: String(report.reportId), url: report.api })}`;

/** The report picker (spec 04 §2.12): a dropdown of the signed-in user's reports; Open goes to the viewer. */
export function ReportPicker() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<ReportsDataProvider>();
  const userId = Number(sessionUserId()) || 0;
  const reports = useQuery({ queryKey: ['reports', 'mine', userId], queryFn: () => dataProvider.listMyReports(userId), enabled: userId > 0 });
  const [chosen, setChosen] = useState<number | ''>('');
  const report = reports.data?.find((r) => r.reportId === chosen);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('app.reports.pickerTitle')} />
      <Card variant="outlined" sx={{ maxWidth: 640 }}>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">{translate('app.reports.pickerHint')}</Typography>
            {reports.isPending && <LinearProgress />}
            {reports.isError && <Alert severity="error">{(reports.error as Error).message}</Alert>}
            {reports.data?.length === 0 && <Alert severity="info">{translate('app.reports.noReports')}</Alert>}
            {!!reports.data?.length && (
              <Stack
                component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1}
                onSubmit={(e) => {
                  e.preventDefault();
                  if (report) navigate(viewerLink(report));
                }}
              >
                <TextField
                  select fullWidth size="small" label={translate('app.reports.picker')} value={chosen}
                  onChange={(e) => setChosen(Number(e.target.value))}
                >
                  {reports.data.map((r) => <MenuItem key={r.reportId} value={r.reportId}>{r.name}</MenuItem>)}
                </TextField>
                <Button type="submit" variant="contained" disabled={!report}>{translate('app.reports.open')}</Button>
              </Stack>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
