import CancelIcon from '@mui/icons-material/Cancel';
import SearchIcon from '@mui/icons-material/Search';
import UndoIcon from '@mui/icons-material/Undo';
import { Alert, Box, Button, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { CONSULT_PAGE_SIZE, updateDataOrder } from '../../../../contracts/endpoints/repairBackOfficeOrders';
import { cancelOrder, returnOrderState } from '../../../../contracts/endpoints/repairOrders';
import { useCallAllowed } from '../../../shell/auth/useCallAllowed';
import type { ConsultQuery, ConsultRow } from '../calls';
import { BackOfficeTable, type BackOfficeColumn } from '../shared/BackOfficeTable';
import { ConfirmButton } from '../shared/ConfirmButton';
import { EditButton } from '../shared/EditButton';
import { PageShell } from '../shared/PageShell';
import { SelectField } from '../shared/SelectField';
import { useBackOfficeCalls, useBackOfficeWrite } from '../shared/useBackOffice';
import { canReturn, isOpen } from './consultRules';
import { EditOrderDialog } from './EditOrderDialog';

type SearchType = ConsultQuery['type'];
const TYPES: SearchType[] = ['fr_NroOrden', 'fr_Imei', 'fr_DocCliente'];

/** Consult order (spec 04 §2.4): by order number, IMEI or client document, 15 a page; edit, cancel, return. */
export function ConsultOrderPage() {
  const translate = useTranslate();
  const calls = useBackOfficeCalls();
  // each button shows when the server's policy lets the user make its call (contracts/policy.ts)
  const canEdit = useCallAllowed(updateDataOrder);
  const canGoBack = useCallAllowed(returnOrderState);
  const canCancel = useCallAllowed(cancelOrder);
  const [type, setType] = useState<SearchType>('fr_NroOrden');
  const [value, setValue] = useState('');
  const [search, setSearch] = useState<{ type: SearchType; param1: string } | null>(null);
  const [emptyValue, setEmptyValue] = useState(false);
  const [pageIndex, setPageIndex] = useState(1);
  const [editing, setEditing] = useState<ConsultRow | null>(null);
  const list = useQuery({
    queryKey: ['backOffice', 'consult', search, pageIndex], enabled: search !== null, placeholderData: keepPreviousData, retry: false,
    queryFn: () => calls.backOfficeGetByReportByStatus({ ...search!, param2: '', pageIndex, pageSize: CONSULT_PAGE_SIZE }),
  });
  const stateName = (state: string | null) => (state ? translate(`app.backOffice.consult.states.${state}`, { _: state }) : '—');
  const cancel = useBackOfficeWrite({
    run: (o: ConsultRow) => calls.backOfficeCancelOrder({ idOrder: o.id, version: o.version }), success: (o) => ['app.backOffice.consult.cancelled', { id: o.id }],
    invalidate: ['backOffice', 'consult'],
  });
  const goBack = useBackOfficeWrite({
    // the state it goes back to, as getPreState says now (the table's may be older)
    run: async (o: ConsultRow) => {
      const { previousState } = await calls.backOfficeGetPreState({ idOrder: o.id });
      await calls.backOfficeReturnOrderState({ idOrder: o.id, version: o.version });
      return previousState;
    },
    success: (o, previousState) => ['app.backOffice.consult.returned', { id: o.id, state: stateName(previousState) }], invalidate: ['backOffice', 'consult'],
  });
  const submit = () => {
    const param1 = value.trim();
    setEmptyValue(param1 === '');
    if (param1 === '') return;
    setSearch({ type, param1 });
    setPageIndex(1);
  };
  const yesNo = (flag: boolean) => translate(flag ? 'app.backOffice.common.yes' : 'app.backOffice.common.no');
  const columns: BackOfficeColumn<ConsultRow>[] = [
    { key: 'id', label: 'app.backOffice.consult.fields.id', render: (o) => o.id },
    { key: 'client', label: 'app.backOffice.consult.fields.clientName', render: (o) => o.clientName },
    { key: 'imei', label: 'app.backOffice.consult.fields.deviceImei', render: (o) => o.deviceImei, fold: true, nowrap: true },
    { key: 'state', label: 'app.backOffice.consult.fields.state', render: (o) => <span data-state={o.state}>{stateName(o.state)}</span> },
    { key: 'previous', label: 'app.backOffice.consult.fields.previousState', render: (o) => stateName(o.previousState), fold: 'md' },
    { key: 'doa', label: 'app.backOffice.consult.fields.deviceDoa', render: (o) => yesNo(o.deviceDoa), fold: true },
    { key: 'diagnostic', label: 'app.backOffice.consult.fields.diagnosticComments', render: (o) => o.diagnosticComments, fold: 'lg' },
    { key: 'observation', label: 'app.backOffice.consult.fields.observation', render: (o) => o.observation, fold: 'lg' },
    {
      key: 'actions', label: 'app.backOffice.common.actions',
      render: (o) => (canEdit || canGoBack || canCancel) && isOpen(o) && (
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          {canEdit && <EditButton onClick={() => setEditing(o)} />}
          {canGoBack && canReturn(o) && (
            <ConfirmButton
              label="app.backOffice.consult.returnState" labelArgs={{ state: stateName(o.previousState) }} icon={<UndoIcon fontSize="small" />}
              question="app.backOffice.consult.confirmReturn" questionArgs={{ id: o.id, from: stateName(o.state), to: stateName(o.previousState) }}
              onConfirm={() => goBack.mutate(o)} pending={goBack.isPending}
            />
          )}
          {canCancel && (
            <ConfirmButton
              label="app.backOffice.consult.cancelOrder" icon={<CancelIcon fontSize="small" />} color="error"
              question="app.backOffice.consult.confirmCancel" questionArgs={{ id: o.id }} onConfirm={() => cancel.mutate(o)} pending={cancel.isPending}
            />
          )}
        </Box>
      ),
    },
  ];
  const noResult = emptyValue || (list.error as { status?: number } | null)?.status === 404;
  return (
    <PageShell title="app.backOffice.consult.title">
      <Box component="form" role="search" onSubmit={(e) => { e.preventDefault(); submit(); }} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 200, flex: '0 1 220px' }}>
          <SelectField name="type" label="app.backOffice.consult.searchBy" value={type} onChange={(v) => setType(v as SearchType)}
            options={TYPES.map((t) => ({ value: t, text: translate(`app.backOffice.consult.types.${t}`) }))} />
        </Box>
        <TextField size="small" label={translate('app.backOffice.consult.value')} value={value} onChange={(e) => setValue(e.target.value)} sx={{ flex: '1 1 200px' }} slotProps={{ htmlInput: { 'data-field': 'value' } }} />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />}>{translate('app.backOffice.common.search')}</Button>
      </Box>
      {noResult && <Alert severity="warning" role="alert">{translate('app.backOffice.consult.noResult')}</Alert>}
      {search && !noResult && (
        <BackOfficeTable
          title={translate('app.backOffice.consult.title')} columns={columns} rows={list.data?.items} rowKey={(o) => o.id}
          total={list.data?.totalItemCount ?? 0} pageIndex={pageIndex} pageSize={CONSULT_PAGE_SIZE} onPage={setPageIndex} loading={list.isFetching} error={list.error}
        />
      )}
      {editing && <EditOrderDialog order={editing} onClose={() => setEditing(null)} />}
    </PageShell>
  );
}
