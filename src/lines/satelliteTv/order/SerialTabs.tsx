import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import UploadIcon from '@mui/icons-material/UploadFile';
import { Box, Button, IconButton, Tab, Tabs, Tooltip } from '@mui/material';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { SERIAL_PAGE_SIZE } from '../../../../contracts/endpoints/satelliteTvOrders';
import { PagedTable, type Column } from '../PagedTable';
import type { OrderInfo, SatelliteTv2DataProvider, SerialRow } from '../remissionCalls';
import { NewSerialDialog } from './NewSerialDialog';
import { UploadSerialsDialog } from './UploadSerialsDialog';

type TabName = 'assigned' | 'approved';

/** The order's serials (spec 02 §2.10): Assigned (New Serial, Upload Serials, delete, Approved) and Approved, 30 a page. */
export function SerialTabs({ order }: { order: OrderInfo }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<SatelliteTv2DataProvider>();
  const [tab, setTab] = useState<TabName>('assigned');
  const [pages, setPages] = useState<Record<TabName, number>>({ assigned: 1, approved: 1 });
  const [dialog, setDialog] = useState<'new' | 'upload' | 'approve' | null>(null);
  const [deleting, setDeleting] = useState<SerialRow>();
  const nroOrder = order.nroOrder;
  const pageIndex = pages[tab];
  const list = useQuery({
    queryKey: ['satelliteTv', 'serials', nroOrder, tab, pageIndex],
    queryFn: () => (tab === 'assigned' ? dataProvider.assignedSerials : dataProvider.approvedSerials)({ nroOrder, pageIndex, pageSize: SERIAL_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const reload = () => {
    setDialog(null);
    void queryClient.invalidateQueries({ queryKey: ['satelliteTv', 'serials', nroOrder] });
    void queryClient.invalidateQueries({ queryKey: ['satelliteTv', 'order', nroOrder] });
  };
  const t = (key: string, options?: object) => translate(`app.satelliteTv.order.${key}`, options);
  const remove = useMutation({
    mutationFn: (row: SerialRow) => dataProvider.deleteSerial(row.id),
    onSuccess: (_answer, row) => { notify('app.satelliteTv.order.deleted', { type: 'success', messageArgs: { serial: row.serial } }); setDeleting(undefined); reload(); },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  const approve = useMutation({
    mutationFn: async () => {
      const all = await dataProvider.assignedSerials({ nroOrder, pageIndex: 1, pageSize: Math.max(order.quantity, 1) });
      return dataProvider.approveSerials(nroOrder, all.items.map(({ id, serial, phone }) => ({ id, serial, phone })));
    },
    onSuccess: (answer) => { notify('app.satelliteTv.order.approved', { type: 'success', messageArgs: { smart_count: answer.data.count } }); reload(); setTab('approved'); },
    onError: (error: Error) => { setDialog(null); notify(error.message, { type: 'error' }); },
  });
  const columns: Column<SerialRow>[] = [
    { key: 'serial', label: 'app.satelliteTv.order.columns.serial', render: (row) => row.serial },
    { key: 'phone', label: 'app.satelliteTv.order.columns.phone', render: (row) => row.phone },
  ];
  if (tab === 'assigned') {
    columns.push({
      key: 'actions', label: 'app.satelliteTv.order.actions', render: (row) => (
        <Tooltip title={t('delete', { serial: row.serial })}>
          <IconButton size="small" color="error" aria-label={t('delete', { serial: row.serial })} onClick={() => setDeleting(row)}><DeleteIcon fontSize="small" /></IconButton>
        </Tooltip>
      ),
    });
  }
  const assignedCount = tab === 'assigned' ? (list.data?.totalItemCount ?? 0) : undefined;
  const full = order.serials !== undefined && order.serials >= order.quantity;
  return (
    <Box>
      <Tabs value={tab} onChange={(_e, value: TabName) => setTab(value)} aria-label={t('title')} sx={{ mb: 1 }}>
        <Tab value="assigned" label={t('tabs.assigned')} />
        <Tab value="approved" label={t('tabs.approved')} />
      </Tabs>
      <PagedTable
        title={t(`tabs.${tab}`)} columns={columns} rows={list.data?.items} rowKey={(row) => row.id} total={list.data?.totalItemCount ?? 0}
        pageIndex={pageIndex} pageSize={SERIAL_PAGE_SIZE} onPage={(page) => setPages({ ...pages, [tab]: page })} loading={list.isFetching} error={list.error as Error | null}
        toolbar={tab === 'assigned' && (
          <>
            <Tooltip title={full ? t('full', { quantity: order.quantity }) : ''}>
              <span><Button variant="outlined" startIcon={<AddIcon />} disabled={full} onClick={() => setDialog('new')}>{t('newSerial')}</Button></span>
            </Tooltip>
            <Button variant="outlined" startIcon={<UploadIcon />} disabled={full} onClick={() => setDialog('upload')}>{t('uploadSerials')}</Button>
            <Box sx={{ flex: 1 }} />
            <Button variant="contained" color="success" startIcon={<DoneAllIcon />} disabled={assignedCount === 0} loading={approve.isPending} onClick={() => setDialog('approve')}>
              {t('approve')}
            </Button>
          </>
        )}
      />
      {dialog === 'new' && <NewSerialDialog nroOrder={nroOrder} onClose={() => setDialog(null)} onSaved={reload} />}
      {dialog === 'upload' && <UploadSerialsDialog nroOrder={nroOrder} onClose={() => setDialog(null)} onSaved={reload} />}
      <Confirm
        isOpen={dialog === 'approve'} loading={approve.isPending} title="app.satelliteTv.order.approveTitle" content="app.satelliteTv.order.approveContent"
        translateOptions={{ count: assignedCount ?? 0, order: nroOrder }} onConfirm={() => approve.mutate()} onClose={() => setDialog(null)}
      />
      <Confirm
        isOpen={Boolean(deleting)} loading={remove.isPending} title="app.satelliteTv.order.deleteTitle" content="app.satelliteTv.order.deleteContent"
        translateOptions={{ serial: deleting?.serial ?? '', phone: deleting?.phone ?? '', order: nroOrder }} confirmColor="warning"
        onConfirm={() => deleting && remove.mutate(deleting)} onClose={() => setDeleting(undefined)}
      />
    </Box>
  );
}
