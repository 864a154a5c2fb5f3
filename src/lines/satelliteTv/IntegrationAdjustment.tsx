import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, IconButton, Tooltip } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { SATELLITE_PAGE_SIZE } from '../../../contracts/endpoints/satelliteTv';
import type { IntegrationRow, SatelliteTvDataProvider } from './calls';
import { IntegrationAdjustmentDialog } from './IntegrationAdjustmentDialog';
import { ListToolbar } from './ListToolbar';
import { PagedTable, type Column } from './PagedTable';

const COLUMNS = ['cod_movimiento', 'documento_principal', 'factura', 'cod_bodega_origen', 'texto3', 'IsSerialize', 'createDate', 'integracion'] as const;
const FOLDED = new Set(['factura', 'cod_bodega_origen', 'texto3', 'IsSerialize', 'createDate', 'integracion']);

/** Ajuste de Integración (spec 02 §2.5): the list (50 a page, searchable), New, and each adjustment opened read-only. */
export function IntegrationAdjustment() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<SatelliteTvDataProvider>();
  const [search, setSearch] = useState('');
  const [pageIndex, setPageIndex] = useState(1);
  const [open, setOpen] = useState<number | 'new'>();
  const onSearch = useCallback((text: string) => { setSearch(text); setPageIndex(1); }, []);
  const list = useQuery({
    queryKey: ['satelliteTv', 'integrationAdjustments', search, pageIndex],
    queryFn: () => dataProvider.listIntegrationAdjustments({ search, pageIndex, pageSize: SATELLITE_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const t = (key: string, options?: object) => translate(`app.satelliteTv.adjustments.${key}`, options);
  const columns: Column<IntegrationRow>[] = [
    ...COLUMNS.map((key) => ({
      key, label: `app.satelliteTv.adjustments.integration.columns.${key}`, fold: FOLDED.has(key),
      render: (row: IntegrationRow) => {
        if (key === 'IsSerialize') return t(row.IsSerialize === 'serial' ? 'integration.serial' : 'integration.notSerial');
        return key === 'createDate' ? row.createDate.replace('T', ' ') : row[key];
      },
    })),
    {
      key: 'tools', label: 'app.satelliteTv.adjustments.integration.columns.tools', render: (row) => (
        <Tooltip title={t('view', { id: row.cod_movimiento })}>
          <IconButton size="small" aria-label={t('view', { id: row.cod_movimiento })} onClick={() => setOpen(row.cod_movimiento)}><VisibilityIcon fontSize="small" /></IconButton>
        </Tooltip>
      ),
    },
  ];
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Title title={t('integration.title')} />
      <PagedTable
        title={t('integration.title')} columns={columns} rows={list.data?.items} rowKey={(row) => row.cod_movimiento}
        total={list.data?.totalItemCount ?? 0} pageIndex={pageIndex} pageSize={SATELLITE_PAGE_SIZE} onPage={setPageIndex}
        loading={list.isFetching} error={list.error as Error | null}
        toolbar={<ListToolbar onSearch={onSearch} onNew={() => setOpen('new')} onRefresh={() => void list.refetch()} />}
      />
      {open !== undefined && (
        <IntegrationAdjustmentDialog
          id={open === 'new' ? undefined : open} onClose={() => setOpen(undefined)} onSaved={() => { setOpen(undefined); void list.refetch(); }}
        />
      )}
    </Box>
  );
}
