import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, Chip, IconButton, Tooltip } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { BACK_OFFICE_MENUS } from '../../../../contracts/endpoints/repairBackOffice';
import type { LoanRow } from '../calls';
import { BackOfficeTable, type BackOfficeColumn } from '../shared/BackOfficeTable';
import { ConfirmButton } from '../shared/ConfirmButton';
import { EditButton } from '../shared/EditButton';
import { PageShell } from '../shared/PageShell';
import { useBackOfficeCalls, useBackOfficeWrite, useMenuFlags } from '../shared/useBackOffice';
import { LoanPhoneDialog } from './LoanPhoneDialog';

const PAGE_SIZE = 20;

/** Loan phones (spec 04 §2.7): 20 a page, create, edit, delete; a phone lent to an open order is not deleted. */
export function LoanPhonesPage() {
  const translate = useTranslate();
  const calls = useBackOfficeCalls();
  const { canWrite, canDelete } = useMenuFlags(BACK_OFFICE_MENUS.loans);
  const [pageIndex, setPageIndex] = useState(1);
  const [editing, setEditing] = useState<LoanRow | 'new' | null>(null);
  const list = useQuery({
    queryKey: ['backOffice', 'loans', pageIndex], placeholderData: keepPreviousData, queryFn: () => calls.loans({ pageIndex, pageSize: PAGE_SIZE }),
  });
  const remove = useBackOfficeWrite({
    run: (loan: LoanRow) => calls.deleteLoan({ id: loan.id }), success: () => ['app.backOffice.loans.deleted'], invalidate: ['backOffice', 'loans'],
  });
  const columns: BackOfficeColumn<LoanRow>[] = [
    { key: 'brand', label: 'app.backOffice.loans.fields.brand', render: (l) => l.brand, fold: true },
    { key: 'model', label: 'app.backOffice.loans.fields.model', render: (l) => l.model },
    { key: 'description', label: 'app.backOffice.loans.fields.description', render: (l) => l.description, fold: true },
    { key: 'imei', label: 'app.backOffice.loans.fields.imei', render: (l) => l.imei, nowrap: true },
    {
      key: 'available', label: 'app.backOffice.loans.fields.available',
      render: (l) => <Chip size="small" color={l.available === 1 ? 'success' : 'default'} label={translate(l.available === 1 ? 'app.backOffice.loans.availableYes' : 'app.backOffice.loans.availableNo')} />,
    },
    { key: 'store', label: 'app.backOffice.loans.fields.store', render: (l) => l.name, fold: true },
    { key: 'lentTo', label: 'app.backOffice.loans.fields.lentTo', render: (l) => (l.lentTo === null ? translate('app.backOffice.loans.notLent') : translate('app.backOffice.loans.lentTo', { id: l.lentTo })), fold: true },
    {
      key: 'actions', label: 'app.backOffice.common.actions',
      render: (l) => (
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          {canWrite && (
            <EditButton onClick={() => setEditing(l)} />
          )}
          {canDelete && (l.lentTo === null ? (
            <ConfirmButton
              label="app.backOffice.common.delete" icon={<DeleteIcon fontSize="small" />} color="error"
              question="app.backOffice.loans.confirmDelete" questionArgs={{ imei: l.imei }} onConfirm={() => remove.mutate(l)} pending={remove.isPending}
            />
          ) : (
            // the server refuses it too; the reason is said here rather than after a click
            <Tooltip title={translate('app.backOffice.loans.lentNoDelete', { id: l.lentTo })}>
              <span><IconButton size="small" disabled aria-label={translate('app.backOffice.loans.lentNoDelete', { id: l.lentTo })}><DeleteIcon fontSize="small" /></IconButton></span>
            </Tooltip>
          ))}
        </Box>
      ),
    },
  ];
  return (
    <PageShell
      title="app.backOffice.loans.title"
      actions={canWrite && <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>{translate('app.backOffice.loans.new')}</Button>}
    >
      <BackOfficeTable
        title={translate('app.backOffice.loans.title')} columns={columns} rows={list.data?.items} rowKey={(l) => l.id}
        total={list.data?.totalItemCount ?? 0} pageIndex={pageIndex} pageSize={PAGE_SIZE} onPage={setPageIndex} loading={list.isFetching} error={list.error}
      />
      {editing && <LoanPhoneDialog loan={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </PageShell>
  );
}
