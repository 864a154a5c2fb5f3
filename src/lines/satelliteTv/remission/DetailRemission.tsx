import AddIcon from '@mui/icons-material/PlaylistAdd';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import { Alert, Badge, Box, Button, LinearProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PagedTable, type Column } from '../PagedTable';
import type { RemissionReportRow } from '../remissionCalls';
import { DispatchNoteDialog } from './DispatchNoteDialog';
import { DETAIL_REMISSION_PATH, linkKeepingModule, REMISSION_PATH } from './pageLinks';
import { RemissionInfoView } from './RemissionInfoView';
import { RemissionLineDialog } from './RemissionLineDialog';
import { useDraftLines } from './useDraftLines';
import { useRemissionInfo, useRemissionLines } from './useRemission';

const LINE_COLUMNS = ['documentoFinalTransporte', 'envio', 'destino', 'direccion', 'cajas'] as const;

/** Asks for a remission number when the page is opened without one (from the menu). */
function ChooseRemission() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const [typed, setTyped] = useState('');
  const open = (event: FormEvent) => {
    event.preventDefault();
    if (/^\d+$/.test(typed)) navigate(linkKeepingModule(DETAIL_REMISSION_PATH, { id: Number(typed) }, location.search));
  };
  const t = (key: string) => translate(`app.satelliteTv.remission.${key}`);
  return (
    <Paper variant="outlined" component="form" onSubmit={open} sx={{ p: 2, maxWidth: 480 }}>
      <Typography sx={{ mb: 2 }}>{t('chooseHelp')}</Typography>
      <Stack direction="row" spacing={1}>
        <TextField size="small" label={t('number')} value={typed} onChange={(e) => setTyped(e.target.value.replace(/\D/g, ''))} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        <Button type="submit" variant="contained" disabled={!typed}>{t('open')}</Button>
      </Stack>
    </Paper>
  );
}

/** DetailRemission (spec 02 §2.7): the remission's header and saved lines, Adicionar detalle and Reporte. */
export function DetailRemission() {
  const translate = useTranslate();
  const location = useLocation();
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  const id = /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
  const t = (key: string, options?: object) => translate(`app.satelliteTv.remission.${key}`, options);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Title title={id ? t('detailTitle', { id }) : t('chooseTitle')} />
      <Button component={Link} to={linkKeepingModule(REMISSION_PATH, {}, location.search)} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>{t('back')}</Button>
      {id === undefined ? <ChooseRemission /> : <RemissionDetail id={id} />}
    </Box>
  );
}

function RemissionDetail({ id }: { id: number }) {
  const translate = useTranslate();
  const info = useRemissionInfo(id);
  const lines = useRemissionLines(id);
  const [draft] = useDraftLines(id);
  const [open, setOpen] = useState<'lines' | 'note' | null>(null);
  const t = (key: string, options?: object) => translate(`app.satelliteTv.remission.${key}`, options);
  if (info.isError) return <Alert severity="error">{(info.error as Error).message}</Alert>;
  const columns: Column<RemissionReportRow>[] = LINE_COLUMNS.map((key) => ({
    key, label: `app.satelliteTv.remission.lineColumns.${key}`, render: (row) => row[key], fold: key === 'destino' || key === 'direccion',
  }));
  const rows = lines.data ?? [];
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{t('infoTitle', { id })}</Typography>
        {info.isPending ? <LinearProgress aria-label={translate('app.satelliteTv.loading')} /> : info.data && <RemissionInfoView info={info.data} />}
      </Paper>
      <PagedTable
        title={t('linesTitle')} columns={columns} rows={lines.data} rowKey={(row) => row.envio} total={rows.length} pageIndex={1}
        pageSize={Math.max(rows.length, 1)} onPage={() => undefined} loading={lines.isFetching} error={lines.error as Error | null}
        toolbar={(
          <>
            <Typography variant="subtitle1" component="h2" sx={{ flex: 1, flexBasis: { xs: '100%', sm: 'auto' } }}>{t('linesTitle')}</Typography>
            <Badge color="warning" badgeContent={draft.length} invisible={draft.length === 0}>
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen('lines')}>{t('addDetail')}</Button>
            </Badge>
            <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => setOpen('note')}>{t('report')}</Button>
          </>
        )}
      />
      {open === 'lines' && <RemissionLineDialog remissionId={id} onClose={() => setOpen(null)} />}
      {open === 'note' && <DispatchNoteDialog remissionId={id} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
