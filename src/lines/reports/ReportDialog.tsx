import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid, IconButton, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography,
  useMediaQuery, type Theme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { DATABASE_TYPES } from '../../../contracts/reportConstants';
import type { ReportsDataProvider } from './calls';
import { ParameterDialog } from './ParameterDialog';
import { RequiredField } from './RequiredField';
import { ScriptTestResult } from './ScriptTestResult';
import type { ReportFormState } from './useReportForm';

interface ReportDialogProps {
  open: boolean;
  state: ReportFormState;
  onClose: () => void;
}

/** The report modal: its fields (all required), the parameter list with its own modal, Test, Save. */
export function ReportDialog({ open, state, onClose }: ReportDialogProps) {
  const translate = useTranslate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const dataProvider = useDataProvider<ReportsDataProvider>();
  const databases = useQuery({ queryKey: ['reports', 'databases'], queryFn: () => dataProvider.listDatabases(), enabled: open });
  const [parameterOpen, setParameterOpen] = useState(false);
  const { form, missing, attempted, set } = state;
  const field = (name: 'name' | 'alias' | 'api' | 'connectionString') => (
    <RequiredField label={translate(`app.reports.fields.${name}`)} value={form[name]} missing={missing.includes(name)} shown={attempted} onChange={(e) => set({ [name]: e.target.value })} />
  );
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="report-dialog-title">
      <DialogTitle id="report-dialog-title">
        {form.reportId ? translate('app.reports.reportDialog.edit', { name: form.name }) : translate('app.reports.reportDialog.new')}
      </DialogTitle>
      <DialogContent>
        <Grid container spacing={2} sx={{ pt: 1 }}>
          <Grid size={{ xs: 12, sm: 6 }}>{field('name')}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{field('alias')}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{field('api')}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{field('connectionString')}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <RequiredField select label={translate('app.reports.fields.data_Base')} value={databases.data ? form.data_Base : ''} missing={missing.includes('data_Base')} shown={attempted} onChange={(e) => set({ data_Base: Number(e.target.value) })}>
              {(databases.data ?? []).map((d) => <MenuItem key={d.id} value={d.id}>{d.name}</MenuItem>)}
            </RequiredField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <RequiredField select label={translate('app.reports.fields.typeBD')} value={form.typeBD} missing={missing.includes('typeBD')} shown={attempted} onChange={(e) => set({ typeBD: Number(e.target.value) })}>
              {DATABASE_TYPES.map((t) => <MenuItem key={t.id} value={t.id}>{`${t.id} ${t.name}`}</MenuItem>)}
            </RequiredField>
          </Grid>
          <Grid size={12}>
            <RequiredField
              multiline minRows={4} label={translate('app.reports.fields.script')} value={form.script} missing={missing.includes('script')} shown={attempted}
              onChange={(e) => set({ script: e.target.value })} slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
            />
          </Grid>
          <Grid size={12}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="subtitle2" component="h3">{translate('app.reports.parameters')}</Typography>
              <Button startIcon={<AddIcon />} onClick={() => setParameterOpen(true)}>{translate('app.reports.addParameter')}</Button>
            </Stack>
            {form.parameters.length === 0 ? (
              <Typography variant="body2" color="text.secondary">{translate('app.reports.noParameters')}</Typography>
            ) : (
              <Table size="small" aria-label={translate('app.reports.parameters')}>
                <TableHead>
                  <TableRow>
                    <TableCell>$n</TableCell><TableCell>{translate('app.reports.fields.column')}</TableCell>
                    <TableCell>{translate('app.reports.fields.alias')}</TableCell><TableCell>{translate('app.reports.fields.type')}</TableCell><TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {form.parameters.map((p, i) => (
                    <TableRow key={`${p.column}-${i}`}>
                      <TableCell>{`$${i + 1}`}</TableCell><TableCell>{p.column}</TableCell><TableCell>{p.alias}</TableCell>
                      <TableCell>{translate(`app.reports.parameterTypes.${p.type}`)}</TableCell>
                      <TableCell align="right">
                        <IconButton size="small" aria-label={`${translate('app.reports.remove')} ${p.column}`} onClick={() => state.removeParameter(i)}><DeleteIcon fontSize="small" /></IconButton>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Grid>
          <Grid size={12}>
            <ScriptTestResult result={state.test?.result} error={state.test?.error} />
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={state.runTest} disabled={!form.script.trim() || state.testing}>{translate(state.testing ? 'app.reports.testing' : 'app.reports.test')}</Button>
        <Button onClick={onClose}>{translate('app.reports.cancel')}</Button>
        <Button variant="contained" onClick={state.save} disabled={state.saving}>{translate('app.reports.save')}</Button>
      </DialogActions>
      <ParameterDialog open={parameterOpen} onClose={() => setParameterOpen(false)} onAdd={state.addParameter} />
    </Dialog>
  );
}
