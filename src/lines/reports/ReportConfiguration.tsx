import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Alert, Box, Button, Card, LinearProgress, Menu, MenuItem, Stack, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ReportListRow } from '../../../contracts/endpoints/reports';
import type { ReportsDataProvider } from './calls';
import { ColumnsDialog } from './ColumnsDialog';
import { CONFIG_PAGE_SIZE, emptyReport, formOf } from './configRules';
import { Paging } from './Paging';
import { ReportDialog } from './ReportDialog';
import { ReportRows } from './ReportRows';
import { useReportForm } from './useReportForm';

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
            size="small" type="search" label={translate('app.reports.search')} value={search} sx={{ flex: '1 1 auto', maxWidth: 360 }}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(0);
            }}
          />
          <Box sx={{ flexGrow: 1 }} />
          <Button sx={{ flexShrink: 0 }} endIcon={<MoreVertIcon />} onClick={(e) => setMenuAnchor(e.currentTarget)} aria-haspopup="menu">{translate('app.reports.options')}</Button>
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
        <ReportRows rows={list.data?.items ?? []} onEdit={(row) => void openEdit(row)} onColumns={setColumnsOf} />
        {list.data?.items.length === 0 && <Alert severity="info">{translate('app.reports.empty')}</Alert>}
        <Paging count={list.data?.totalItemCount ?? 0} page={page} pageSize={CONFIG_PAGE_SIZE} onPage={setPage} />
      </Card>
      <ReportDialog open={dialogOpen} state={state} onClose={() => setDialogOpen(false)} />
      <ColumnsDialog report={columnsOf} onClose={() => setColumnsOf(undefined)} />
    </Box>
  );
}
