import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, AlertTitle, Box, Button, Chip } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { BACK_OFFICE_MENUS } from '../../../../contracts/endpoints/repairBackOffice';
import { USERS_PAGE_SIZE, userDisable, userSaveUser } from '../../../../contracts/endpoints/repairBackOfficeUsers';
import { useCallAllowed } from '../../../shell/auth/useCallAllowed';
import { BackOfficeTable, type BackOfficeColumn } from '../shared/BackOfficeTable';
import { ConfirmButton } from '../shared/ConfirmButton';
import { EditButton } from '../shared/EditButton';
import { PageShell } from '../shared/PageShell';
import { useBackOfficeCalls, useBackOfficeWrite, useMenuFlags } from '../shared/useBackOffice';
import { UserDialog } from './UserDialog';
import { NO_FILTER, UserFilterBar, type UserFilter } from './UserFilterBar';
import { loadUserRows, type UserRow } from './userRows';

const day = (iso: string) => iso.slice(0, 10);

/**
 * User management (spec 04 §2.2): filter by type and state, 10 a page (the links, then their users: userRows.ts),
 * create, edit, disable, delete.
 */
export function UsersPage() {
  const translate = useTranslate();
  const calls = useBackOfficeCalls();
  // what the server's policy lets the user call (contracts/policy.ts): create and edit save with User/SaveUser
  const canWrite = useCallAllowed(userSaveUser);
  const canDisable = useCallAllowed(userDisable);
  // a delete is UserManagement/Save with operationCrudType 3, whose flag the policy leaves to the request (D here)
  const { canDelete } = useMenuFlags(BACK_OFFICE_MENUS.users);
  const [filter, setFilter] = useState<UserFilter>(NO_FILTER);
  const [searched, setSearched] = useState(false);
  const [pageIndex, setPageIndex] = useState(1);
  const [editing, setEditing] = useState<UserRow | 'new' | null>(null);
  const list = useQuery({
    queryKey: ['backOffice', 'users', filter, pageIndex], placeholderData: keepPreviousData,
    queryFn: () => loadUserRows(calls, { ...filter, pageIndex, pageSize: USERS_PAGE_SIZE }),
  });
  const disable = useBackOfficeWrite({
    run: (u: UserRow) => calls.userManagementDisableUser({ idUser: u.idUser }), success: () => ['app.backOffice.users.disabled'],
    fallback: 'app.backOffice.users.errorDisable', invalidate: ['backOffice', 'users'],
  });
  const remove = useBackOfficeWrite({
    run: (u: UserRow) => calls.userManagementSave({ operationCrudType: 3, entity: { id: u.id, idUser: u.idUser, idWorkShop: 0, state: 1 } }),
    success: () => ['app.backOffice.users.deleted'], invalidate: ['backOffice', 'users'],
  });
  const columns: BackOfficeColumn<UserRow>[] = [
    { key: 'name', label: 'app.backOffice.users.fields.name', render: (u) => u.name, nowrap: true },
    { key: 'email', label: 'app.backOffice.users.fields.email', render: (u) => u.email, fold: 'md' },
    { key: 'document', label: 'app.backOffice.users.fields.document', render: (u) => u.document, fold: 'lg' },
    { key: 'role', label: 'app.backOffice.users.fields.role', render: (u) => u.rol, fold: 'md' },
    { key: 'store', label: 'app.backOffice.users.fields.store', render: (u) => u.workShop },
    {
      key: 'state', label: 'app.backOffice.users.fields.state',
      render: (u) => <Chip size="small" color={u.state === 1 ? 'success' : 'default'} label={translate(u.state === 1 ? 'app.backOffice.users.states.active' : 'app.backOffice.users.states.inactive')} />,
    },
    { key: 'created', label: 'app.backOffice.users.fields.created', render: (u) => day(u.createdAt), fold: 'lg', nowrap: true },
    { key: 'updated', label: 'app.backOffice.users.fields.updated', render: (u) => day(u.updatedAt), fold: 'lg', nowrap: true },
    {
      key: 'actions', label: 'app.backOffice.common.actions',
      render: (u) => (
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          {canWrite && (
            <EditButton onClick={() => setEditing(u)} />
          )}
          {canDisable && u.state === 1 && (
            <ConfirmButton label="app.backOffice.users.disable" icon={<BlockIcon fontSize="small" />} color="warning" question="app.backOffice.users.confirmDisable" questionArgs={{ name: u.name }} onConfirm={() => disable.mutate(u)} pending={disable.isPending} />
          )}
          {canDelete && (
            <ConfirmButton label="app.backOffice.common.delete" icon={<DeleteIcon fontSize="small" />} color="error" question="app.backOffice.users.confirmDelete" onConfirm={() => remove.mutate(u)} pending={remove.isPending} />
          )}
        </Box>
      ),
    },
  ];
  const noneFound = searched && list.data?.totalItemCount === 0 && !list.isFetching;
  return (
    <PageShell
      title="app.backOffice.users.title"
      actions={canWrite && <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>{translate('app.backOffice.users.new')}</Button>}
    >
      {noneFound && (
        <Alert severity="warning" role="alert">
          <AlertTitle>{translate('app.backOffice.users.notFoundTitle')}</AlertTitle>
          {translate('app.backOffice.users.notFound')}
        </Alert>
      )}
      <BackOfficeTable
        title={translate('app.backOffice.users.title')} columns={columns} rows={list.data?.items} rowKey={(u) => u.id}
        total={list.data?.totalItemCount ?? 0} pageIndex={pageIndex} pageSize={USERS_PAGE_SIZE} onPage={setPageIndex} loading={list.isFetching} error={list.error}
        empty="app.backOffice.users.notFound"
        toolbar={<UserFilterBar onSearch={(next) => { setFilter(next); setPageIndex(1); setSearched(true); }} />}
      />
      {editing && <UserDialog link={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </PageShell>
  );
}
