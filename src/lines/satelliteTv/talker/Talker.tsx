import LabelIcon from '@mui/icons-material/Label';
import { Box, Button, TextField } from '@mui/material';
import { useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { TALKER_PAGE_SIZE } from '../../../../contracts/endpoints/satelliteTvRemissions';
import { PagedTable, type Column } from '../PagedTable';
import { useSearchedPages } from '../useSearchedPages';
import type { SatelliteTv2DataProvider, TalkerStore } from '../remissionCalls';
import { TalkerDialog } from './TalkerDialog';

/** Habladores (spec 02 §2.8): the stores, 20 a page, each with Hablador (the labels PDF, filtered by location). */
export function Talker() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<SatelliteTv2DataProvider>();
  const { typed, setTyped, pageIndex, setPageIndex, list } = useSearchedPages('talkerStores', TALKER_PAGE_SIZE, (request) => dataProvider.talkerStores(request));
  const [store, setStore] = useState<TalkerStore>();
  const t = (key: string, options?: object) => translate(`app.satelliteTv.talker.${key}`, options);
  const columns: Column<TalkerStore>[] = [
    { key: 'bodega', label: 'app.satelliteTv.talker.columns.bodega', render: (row) => row.bodega },
    { key: 'cod_manual', label: 'app.satelliteTv.talker.columns.cod_manual', render: (row) => row.cod_manual },
    {
      key: 'actions', label: 'app.satelliteTv.talker.columns.actions', render: (row) => (
        <Button
          size="small" variant="outlined" startIcon={<LabelIcon />} aria-label={t('open', { name: row.bodega })} onClick={() => setStore(row)}
          sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>{t('talker')}</Box>
        </Button>
      ),
    },
  ];
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Title title={t('title')} />
      <PagedTable
        title={t('title')} columns={columns} rows={list.data?.items} rowKey={(row) => row.id} total={list.data?.totalItemCount ?? 0}
        pageIndex={pageIndex} pageSize={TALKER_PAGE_SIZE} onPage={setPageIndex} loading={list.isFetching} error={list.error as Error | null}
        toolbar={<TextField size="small" type="search" label={translate('app.satelliteTv.adjustments.search')} value={typed} onChange={(e) => setTyped(e.target.value)} sx={{ flex: 1, minWidth: 160, maxWidth: 360 }} />}
      />
      {store && <TalkerDialog store={store} onClose={() => setStore(undefined)} />}
    </Box>
  );
}
