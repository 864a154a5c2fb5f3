import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { GEOREFERENCING_FILE } from '../../../../contracts/endpoints/satelliteTvOrders';
import { saveBlob } from '../../../engine/export/saveBlob';
import { PagedTable, type Column } from '../PagedTable';
import type { GeoreferencingRow, SatelliteTv2DataProvider } from '../remissionCalls';
import { GEOREFERENCING_COLUMNS, georeferencingTable } from './georeferencingSheet';

const PAGE_SIZE = 50;

/**
 * Georeferencing (spec 02 §2.9, §4): the rows not downloaded yet; Download Excel writes Georeferencing.xlsx of them
 * (SheetJS, loaded lazily), marks them downloaded before handing the file over, and reloads the list.
 */
export function Georeferencing() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<SatelliteTv2DataProvider>();
  const [pageIndex, setPageIndex] = useState(1);
  const list = useQuery({ queryKey: ['satelliteTv', 'georeferencing'], queryFn: () => dataProvider.georeferencing() });
  const t = (key: string, options?: object) => translate(`app.satelliteTv.georeferencing.${key}`, options);
  const rows = list.data ?? [];
  const download = useMutation({
    mutationFn: async (listed: GeoreferencingRow[]) => {
      const [xlsx, { buildWorkbook, workbookBytes }] = await Promise.all([import('xlsx'), import('../../../../contracts/workbook')]);
      const table = georeferencingTable(listed, GEOREFERENCING_COLUMNS.map((c) => t(`columns.${c}`)));
      const bytes = workbookBytes(xlsx, buildWorkbook(xlsx, 'Georeferencing', table));
      await dataProvider.markGeoreferencingDownloaded(listed.map((row) => row.id));
      saveBlob(new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), GEOREFERENCING_FILE);
      return listed.length;
    },
    onSuccess: (count) => {
      notify('app.satelliteTv.georeferencing.downloaded', { type: 'success', messageArgs: { smart_count: count } });
      setPageIndex(1);
      void list.refetch();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  const columns: Column<GeoreferencingRow>[] = GEOREFERENCING_COLUMNS.map((key) => ({
    key, label: `app.satelliteTv.georeferencing.columns.${key}`, render: (row) => row[key], fold: key === 'neighborhood' || key === 'codeNeighborhood' || key === 'Manzana',
  }));
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Title title={t('title')} />
      <PagedTable
        title={t('title')} columns={columns} rows={list.data?.slice((pageIndex - 1) * PAGE_SIZE, pageIndex * PAGE_SIZE)} rowKey={(row) => row.id}
        total={rows.length} pageIndex={pageIndex} pageSize={PAGE_SIZE} onPage={setPageIndex} loading={list.isFetching} error={list.error as Error | null}
        toolbar={(
          <>
            <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
              {list.data && (rows.length ? t('pending', { smart_count: rows.length }) : t('nothing'))}
            </Typography>
            <Button variant="contained" startIcon={<DownloadIcon />} disabled={rows.length === 0 || list.isFetching} loading={download.isPending} onClick={() => download.mutate(rows)}>
              {t('download')}
            </Button>
          </>
        )}
      />
    </Box>
  );
}
