import DeleteIcon from '@mui/icons-material/Delete';
import {
  Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Grid, IconButton, List, ListItem, ListItemText, MenuItem, Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ReportColumn } from '../../../contracts/endpoints/reports';
import type { ReportsDataProvider } from './calls';
import { emptyColumn, missingFields, refusalText, REQUIRED_COLUMN_FIELDS, type ColumnForm } from './configRules';
import { RequiredField } from './RequiredField';

interface ColumnsDialogProps {
  report: { reportId: number; name: string } | undefined;
  onClose: () => void;
}

/** The third modal: columns collected in a local list, then saved together (Report/SaveReportColumns) and the list cleared. */
export function ColumnsDialog({ report, onClose }: ColumnsDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ReportsDataProvider>();
  const reportId = report?.reportId ?? 0;
  const types = useQuery({ queryKey: ['reports', 'types'], queryFn: () => dataProvider.getTypesOfData(), enabled: !!report, staleTime: Infinity });
  const saved = useQuery({ queryKey: ['reports', 'report', reportId], queryFn: () => dataProvider.getReport(reportId), enabled: reportId > 0 });
  const [form, setForm] = useState<ColumnForm>(() => emptyColumn(reportId));
  const [attempted, setAttempted] = useState(false);
  const [pending, setPending] = useState<ReportColumn[]>([]);
  const missing = missingFields(form, REQUIRED_COLUMN_FIELDS);
  const typeName = (id: number) => types.data?.find((t) => t.id === id)?.name ?? String(id);
  const save = useMutation({
    mutationFn: () => dataProvider.saveReportColumns(pending),
    onSuccess: () => {
      notify('app.reports.saved', { type: 'success' });
      setPending([]);
      void queryClient.invalidateQueries({ queryKey: ['reports', 'report', reportId] });
    },
    onError: (error) => notify(refusalText(error), { type: 'error', messageArgs: { _: refusalText(error) } }),
  });
  const add = () => {
    setAttempted(true);
    if (missing.length > 0) return;
    setPending([...pending, { ...form, name: form.name.trim(), alias: form.alias.trim(), reportId, groupTypesDataId: Number(form.groupTypesDataId) }]);
    setForm(emptyColumn(reportId));
    setAttempted(false);
  };
  const close = () => {
    setPending([]);
    setForm(emptyColumn(reportId));
    setAttempted(false);
    onClose();
  };
  const describe = (c: ReportColumn) =>
    `${c.name} · ${typeName(c.groupTypesDataId)}${c.isFilter ? ` · ${translate('app.reports.fields.isFilter')}` : ''}${c.isShow ? ` · ${translate('app.reports.fields.isShow')}` : ''}`;
  return (
    <Dialog open={!!report} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{translate('app.reports.columnsDialog', { name: report?.name ?? '' })}</DialogTitle>
      <DialogContent>
        <Grid container spacing={2} sx={{ pt: 1 }}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <RequiredField label={translate('app.reports.fields.name')} value={form.name} missing={missing.includes('name')} shown={attempted} onChange={(e) => setForm({ ...form, name: e.target.value })} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <RequiredField label={translate('app.reports.fields.alias')} value={form.alias} missing={missing.includes('alias')} shown={attempted} onChange={(e) => setForm({ ...form, alias: e.target.value })} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <RequiredField select label={translate('app.reports.fields.groupTypesDataId')} value={types.data ? form.groupTypesDataId : ''} missing={missing.includes('groupTypesDataId')} shown={attempted} onChange={(e) => setForm({ ...form, groupTypesDataId: Number(e.target.value) })}>
              {(types.data ?? []).map((t) => <MenuItem key={t.id} value={t.id}>{t.name}</MenuItem>)}
            </RequiredField>
          </Grid>
          <Grid size={12}>
            <FormControlLabel label={translate('app.reports.fields.isFilter')} control={<Checkbox checked={form.isFilter} onChange={(e) => setForm({ ...form, isFilter: e.target.checked })} />} />
            <FormControlLabel label={translate('app.reports.fields.isShow')} control={<Checkbox checked={form.isShow} onChange={(e) => setForm({ ...form, isShow: e.target.checked })} />} />
            <Button onClick={add}>{translate('app.reports.add')}</Button>
          </Grid>
        </Grid>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>{translate('app.reports.pendingColumns')}</Typography>
        {pending.length === 0 && <Typography variant="body2" color="text.secondary">{translate('app.reports.noPendingColumns')}</Typography>}
        <List dense aria-label={translate('app.reports.pendingColumns')}>
          {pending.map((c, i) => (
            <ListItem key={`${c.name}-${i}`} secondaryAction={
              <IconButton edge="end" aria-label={`${translate('app.reports.remove')} ${c.name}`} onClick={() => setPending(pending.filter((_c, j) => j !== i))}><DeleteIcon /></IconButton>
            }>
              <ListItemText primary={c.alias} secondary={describe(c)} />
            </ListItem>
          ))}
        </List>
        <Typography variant="subtitle2" component="h3">{translate('app.reports.savedColumns')}</Typography>
        <List dense aria-label={translate('app.reports.savedColumns')}>
          {saved.data?.columns.map((c) => (
            <ListItem key={c.name}><ListItemText primary={c.alias} secondary={describe(c)} /></ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('app.reports.close')}</Button>
        <Button variant="contained" disabled={pending.length === 0 || save.isPending} onClick={() => save.mutate()}>{translate('app.reports.saveColumns')}</Button>
      </DialogActions>
    </Dialog>
  );
}
