import AddIcon from '@mui/icons-material/Add';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import { Box, Button, IconButton, Stack, TextField, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { REMISSION_PAGE_SIZE } from '../../../../contracts/endpoints/satelliteTvRemissions';
import { PagedTable, type Column } from '../PagedTable';
import { useSearchedPages } from '../useSearchedPages';
import type { RemissionRow, SatelliteTv2DataProvider } from '../remissionCalls';
import { DETAIL_REMISSION_PATH, linkKeepingModule } from './pageLinks';
import { RemissionInfoDialog } from './RemissionInfoDialog';
import { RemissionNew } from './RemissionNew';

/** The remission list (spec 02 §2.6): 50 a page, newest first, a search, New remission, the info modal, Detalles. */
export function Remission() {
  const translate = useTranslate();
  const location = useLocation();
  const dataProvider = useDataProvider<SatelliteTv2DataProvider>();
  const { typed, setTyped, pageIndex, setPageIndex, list } = useSearchedPages('remissions', REMISSION_PAGE_SIZE, (request) => dataProvider.listRemissions(request));
  const [info, setInfo] = useState<number>();
  const [creating, setCreating] = useState(false);
  const t = (key: string, options?: object) => translate(`app.satelliteTv.remission.${key}`, options);
  const columns: Column<RemissionRow>[] = [
    { key: 'index', label: 'app.satelliteTv.remission.columns.index', render: (row) => row.id },
    { key: 'licensePlate', label: 'app.satelliteTv.remission.columns.licensePlate', render: (row) => row.licensePlate },
    { key: 'nameTransporter', label: 'app.satelliteTv.remission.columns.nameTransporter', render: (row) => row.nameTransporter, fold: true },
    { key: 'nameWareHouse', label: 'app.satelliteTv.remission.columns.nameWareHouse', render: (row) => row.nameWareHouse, fold: true },
    { key: 'creationDate', label: 'app.satelliteTv.remission.columns.creationDate', render: (row) => row.creationDate.replace('T', ' '), fold: true },
    {
      key: 'details', label: 'app.satelliteTv.remission.columns.details', render: (row) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Tooltip title={t('info', { id: row.id })}>
            <IconButton size="small" aria-label={t('info', { id: row.id })} onClick={() => setInfo(row.id)}><InfoIcon fontSize="small" /></IconButton>
          </Tooltip>
          <Button
            size="small" variant="outlined" component={Link} aria-label={t('openDetail', { id: row.id })}
            to={linkKeepingModule(DETAIL_REMISSION_PATH, { id: row.id }, location.search)}
          >
            {t('columns.details')}
          </Button>
        </Stack>
      ),
    },
  ];
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Title title={t('title')} />
      <PagedTable
        title={t('title')} columns={columns} rows={list.data?.items} rowKey={(row) => row.id} total={list.data?.totalItemCount ?? 0}
        pageIndex={pageIndex} pageSize={REMISSION_PAGE_SIZE} onPage={setPageIndex} loading={list.isFetching} error={list.error as Error | null}
        toolbar={(
          <>
            <TextField size="small" type="search" label={translate('app.satelliteTv.adjustments.search')} value={typed}
              onChange={(event) => setTyped(event.target.value)} sx={{ flex: 1, minWidth: 160, maxWidth: 360 }} />
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>{t('new')}</Button>
          </>
        )}
      />
      {info !== undefined && <RemissionInfoDialog id={info} onClose={() => setInfo(undefined)} />}
      {creating && <RemissionNew onClose={() => setCreating(false)} onSaved={(id) => { setCreating(false); setInfo(id); void list.refetch(); }} />}
    </Box>
  );
}
