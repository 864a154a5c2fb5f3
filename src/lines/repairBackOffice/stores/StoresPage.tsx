import AddIcon from '@mui/icons-material/Add';
import { Box, Button } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { BACK_OFFICE_MENUS } from '../../../../contracts/endpoints/repairBackOffice';
import type { StoreRow } from '../calls';
import { BackOfficeTable, type BackOfficeColumn } from '../shared/BackOfficeTable';
import { ConfirmButton } from '../shared/ConfirmButton';
import { EditButton } from '../shared/EditButton';
import { PageShell } from '../shared/PageShell';
import { useBackOfficeCalls, useBackOfficeWrite, useMenuFlags } from '../shared/useBackOffice';
import { StoreDialog } from './StoreDialog';
import { StoreStateChip } from './StoreStateChip';

const PAGE_SIZE = 20;

/** Store management (spec 04 §2.5): 20 a page, create, edit, close (Abierto → Cerrado) and reopen. */
export function StoresPage() {
  const translate = useTranslate();
  const calls = useBackOfficeCalls();
  const { canWrite } = useMenuFlags(BACK_OFFICE_MENUS.stores);
  const [pageIndex, setPageIndex] = useState(1);
  const [editing, setEditing] = useState<StoreRow | 'new' | null>(null);
  const list = useQuery({
    queryKey: ['backOffice', 'stores', pageIndex], placeholderData: keepPreviousData,
    queryFn: () => calls.stores({ pageIndex, pageSize: PAGE_SIZE }),
  });
  const toggle = useBackOfficeWrite({
    run: (store: StoreRow) => (store.state === 'Abierto' ? calls.inactivateStore({ id: store.id }) : calls.activateStore({ id: store.id })),
    success: (store) => [store.state === 'Abierto' ? 'app.backOffice.stores.inactivated' : 'app.backOffice.stores.activated'],
    invalidate: ['backOffice', 'stores'],
  });
  const columns: BackOfficeColumn<StoreRow>[] = [
    { key: 'name', label: 'app.backOffice.stores.fields.name', render: (s) => s.name },
    { key: 'address', label: 'app.backOffice.stores.fields.address', render: (s) => s.address, fold: true },
    { key: 'department', label: 'app.backOffice.stores.fields.department', render: (s) => s.department, fold: true },
    { key: 'city', label: 'app.backOffice.stores.fields.city', render: (s) => s.city },
    { key: 'state', label: 'app.backOffice.stores.fields.state', render: (s) => <StoreStateChip state={s.state} /> },
    {
      key: 'actions', label: 'app.backOffice.common.actions',
      render: (s) => canWrite && (
        <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
          <EditButton onClick={() => setEditing(s)} />
          <ConfirmButton
            label={s.state === 'Abierto' ? 'app.backOffice.stores.close' : 'app.backOffice.stores.reopen'}
            color={s.state === 'Abierto' ? 'error' : 'success'}
            question={s.state === 'Abierto' ? 'app.backOffice.stores.confirmClose' : 'app.backOffice.stores.confirmReopen'} questionArgs={{ name: s.name }}
            onConfirm={() => toggle.mutate(s)} pending={toggle.isPending}
          />
        </Box>
      ),
    },
  ];
  return (
    <PageShell
      title="app.backOffice.stores.title"
      actions={canWrite && <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>{translate('app.backOffice.stores.new')}</Button>}
    >
      <BackOfficeTable
        title={translate('app.backOffice.stores.title')} columns={columns} rows={list.data?.items} rowKey={(s) => s.id}
        total={list.data?.totalItemCount ?? 0} pageIndex={pageIndex} pageSize={PAGE_SIZE} onPage={setPageIndex}
        loading={list.isFetching} error={list.error}
      />
      {editing && <StoreDialog store={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </PageShell>
  );
}
