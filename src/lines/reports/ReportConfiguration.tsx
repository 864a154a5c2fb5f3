import EditIcon from '@mui/icons-material/Edit';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import {
  Alert, Box, Button, Card, IconButton, LinearProgress, Menu, MenuItem, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, TextField, Tooltip,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ReportListRow } from '../../../contracts/endpoints/reports';
import type { ReportsDataProvider } from './calls';
import { ColumnsDialog } from './ColumnsDialog';
import { CONFIG_PAGE_SIZE, emptyReport, formOf } from './configRules';
import { ReportDialog } from './ReportDialog';
import { useReportForm } from './useReportForm';

const COLUMNS = ['reportId', 'alias', 'name', 'api', 'connectionString'] as const;

/** Report configuration (spec 01 §2.2): searchable table, 10 a page; Options: New, Refresh; Edit and Columns per row. */
export function ReportConfiguration() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ReportsDataProvider>();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const [page, setPage] = useState(0);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [columnsOf, setColumnsOf] = useState<ReportListRow>();
  const list = useQuery({
    queryKey: ['reports', 'configurations', page, deferredSearch],
    queryFn: () => dataProvider.listReportConfigurations(page + 1, CONFIG_PAGE_SIZE, deferredSearch),
    placeholderData: keepPreviousData,
  });
  const state = useReportForm(() => setDialogOpen(false));
  const openNew = () => {
    setMenuAnchor(null);
    state.reset(emptyReport());
    setDialogOpen(true);
  };
  const openEdit = async (row: ReportListRow) => {
    try {
      state.reset(formOf(await dataProvider.getReport(row.reportId)));
      setDialogOpen(true);
    } catch (error) {
      notify((error as Error).message, { type: 'error', messageArgs: { _: (error as Error).message } });
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('app.reports.configTitle')} />
      <Card variant="outlined">
        <Stack direction="row" spacing={1} sx={{ p: 1, alignItems: 'center' }}>
          <TextField
            size="small" type="search" label={translate('app.reports.search')} value={search} sx={{ flexGrow: 1, maxWidth: 360 }}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(0);
            }}
          />
          <Box sx={{ flexGrow: 1 }} />
          <Button endIcon={<MoreVertIcon />} onClick={(e) => setMenuAnchor(e.currentTarget)} aria-haspopup="menu">{translate('app.reports.options')}</Button>
          <Menu anchorEl={menuAnchor} open={!!menuAnchor} onClose={() => setMenuAnchor(null)}>
            <MenuItem onClick={openNew}>{translate('app.reports.new')}</MenuItem>
            <MenuItem onClick={() => { setMenuAnchor(null); void list.refetch(); }}>{translate('app.reports.refresh')}</MenuItem>
          </Menu>
        </Stack>
        <Box sx={{ height: 4 }}>{list.isFetching && <LinearProgress />}</Box>
        {list.isError && (
          <Alert severity="error" action={<Button onClick={() => list.refetch()}>{translate('app.reports.retry')}</Button>}>
            {translate('app.reports.loadError')} {(list.error as Error).message}
          </Alert>
        )}
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('app.reports.configTitle')}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((c) => <TableCell key={c}>{translate(`app.reports.fields.${c}`)}</TableCell>)}
                <TableCell align="right">{translate('app.reports.fields.action')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data?.items.map((row) => (
                <TableRow key={row.reportId} hover>
                  {COLUMNS.map((c) => <TableCell key={c} sx={{ maxWidth: 260, overflowWrap: 'anywhere' }}>{row[c]}</TableCell>)}
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={translate('app.reports.edit')}>
                      <IconButton aria-label={`${translate('app.reports.edit')} ${row.name}`} onClick={() => void openEdit(row)}><EditIcon /></IconButton>
                    </Tooltip>
                    <Tooltip title={translate('app.reports.columnsAction')}>
                      <IconButton aria-label={`${translate('app.reports.columnsAction')} ${row.name}`} onClick={() => setColumnsOf(row)}><ViewColumnIcon /></IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {list.data?.items.length === 0 && <Alert severity="info">{translate('app.reports.empty')}</Alert>}
        <TablePagination
          component="div" count={list.data?.totalItemCount ?? 0} page={page} onPageChange={(_e, next) => setPage(next)}
          rowsPerPage={CONFIG_PAGE_SIZE} rowsPerPageOptions={[CONFIG_PAGE_SIZE]}
        />
      </Card>
      <ReportDialog open={dialogOpen} state={state} onClose={() => setDialogOpen(false)} />
      <ColumnsDialog report={columnsOf} onClose={() => setColumnsOf(undefined)} />
    </Box>
  );
}
