import DeleteIcon from '@mui/icons-material/DeleteOutline';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, IconButton, Stack, Tooltip } from '@mui/material';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Confirm, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { SATELLITE_PAGE_SIZE } from '../../../contracts/endpoints/satelliteTv';
import type { InventoryRow, SatelliteTvDataProvider } from './calls';
import { InventoryAdjustmentDetail } from './InventoryAdjustmentDetail';
import { InventoryAdjustmentNew } from './InventoryAdjustmentNew';
import { ListToolbar } from './ListToolbar';
import { PagedTable, type Column } from './PagedTable';

const COLUMNS = ['recordId', 'messageId', 'internalId', 'operation', 'process', 'documentType', 'documentId', 'createDate', 'integration'] as const;
const FOLDED = new Set(['messageId', 'internalId', 'operation', 'process', 'documentType', 'createDate', 'integration']);

/** Ajuste de Inventario (spec 02 §2.4): searchable list of 50 a page, Options (New, Refresh), detail, new, delete. */
export function InventoryAdjustment() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<SatelliteTvDataProvider>();
  const [search, setSearch] = useState('');
  const [pageIndex, setPageIndex] = useState(1);
  const [viewing, setViewing] = useState<InventoryRow>();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<InventoryRow>();
  const onSearch = useCallback((text: string) => { setSearch(text); setPageIndex(1); }, []);
  const list = useQuery({
    queryKey: ['satelliteTv', 'inventoryAdjustments', search, pageIndex],
    queryFn: () => dataProvider.listInventoryAdjustments({ search, pageIndex, pageSize: SATELLITE_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: (row: InventoryRow) => dataProvider.deleteInventoryAdjustment(row.recordId),
    onSuccess: () => { notify('app.satelliteTv.adjustments.inventoryDeleted', { type: 'success' }); setDeleting(undefined); void list.refetch(); },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  const t = (key: string, options?: object) => translate(`app.satelliteTv.adjustments.${key}`, options);
  const columns: Column<InventoryRow>[] = [
    ...COLUMNS.map((key) => ({
      key, label: `app.satelliteTv.adjustments.inventory.columns.${key}`, fold: FOLDED.has(key),
      render: (row: InventoryRow) => (key === 'createDate' ? row.createDate.replace('T', ' ') : row[key]),
    })),
    {
      key: 'tools', label: 'app.satelliteTv.adjustments.inventory.columns.tools', render: (row) => (
        <Stack direction="row">
          <Tooltip title={t('view', { id: row.recordId })}>
            <IconButton size="small" aria-label={t('view', { id: row.recordId })} onClick={() => setViewing(row)}><VisibilityIcon fontSize="small" /></IconButton>
          </Tooltip>
          <Tooltip title={t('delete', { id: row.recordId })}>
            <IconButton size="small" color="error" aria-label={t('delete', { id: row.recordId })} onClick={() => setDeleting(row)}><DeleteIcon fontSize="small" /></IconButton>
          </Tooltip>
        </Stack>
      ),
    },
  ];
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Title title={t('inventory.title')} />
      <PagedTable
        title={t('inventory.title')} columns={columns} rows={list.data?.items} rowKey={(row) => row.recordId}
        total={list.data?.totalItemCount ?? 0} pageIndex={pageIndex} pageSize={SATELLITE_PAGE_SIZE} onPage={setPageIndex}
        loading={list.isFetching} error={list.error as Error | null}
        toolbar={<ListToolbar onSearch={onSearch} onNew={() => setCreating(true)} onRefresh={() => void list.refetch()} />}
      />
      {viewing && <InventoryAdjustmentDetail row={viewing} onClose={() => setViewing(undefined)} />}
      {creating && <InventoryAdjustmentNew onClose={() => setCreating(false)} onSaved={() => { setCreating(false); void list.refetch(); }} />}
      <Confirm
        isOpen={Boolean(deleting)} loading={remove.isPending}
        title="app.satelliteTv.adjustments.deleteTitle" content="app.satelliteTv.adjustments.deleteContent"
        translateOptions={{ id: deleting?.recordId ?? '' }} confirmColor="warning"
        onConfirm={() => deleting && remove.mutate(deleting)} onClose={() => setDeleting(undefined)}
      />
    </Box>
  );
}
