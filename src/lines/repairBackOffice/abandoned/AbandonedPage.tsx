import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import { Alert, Paper, Tab, Tabs } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ABANDONED_STATUS } from '../../../../contracts/endpoints/repairBackOfficeOrders';
import { updateStatusTraceability } from '../../../../contracts/endpoints/repairOrders';
import { useCallAllowed } from '../../../shell/auth/useCallAllowed';
import type { AbandonedRow } from '../calls';
import { BackOfficeTable, type BackOfficeColumn } from '../shared/BackOfficeTable';
import { ConfirmButton } from '../shared/ConfirmButton';
import { PageShell } from '../shared/PageShell';
import { useBackOfficeCalls, useBackOfficeWrite } from '../shared/useBackOffice';

const PAGE_SIZE = 20;
type TabName = 'pending' | 'abandoned';

/**
 * Abandoned devices (spec 04 §2.6): pending (ready 45 days or more) and abandoned tabs, 20 a page each; marking one is
 * OrderWom/UpdateStatusTraceability status 16 with the order's own id (spec 04 §4: the original passed the wrong one).
 */
export function AbandonedPage() {
  const translate = useTranslate();
  const calls = useBackOfficeCalls();
  // marking one abandoned is OrderWom/UpdateStatusTraceability: shown when the server's policy lets the user call it
  const canWrite = useCallAllowed(updateStatusTraceability);
  const [tab, setTab] = useState<TabName>('pending');
  const [pages, setPages] = useState<Record<TabName, number>>({ pending: 1, abandoned: 1 });
  const devices = useQuery({ queryKey: ['backOffice', 'abandoned'], queryFn: () => calls.getDeviceAbandoned() });
  const mark = useBackOfficeWrite({
    run: (d: AbandonedRow) => calls.backOfficeUpdateStatusTraceability({ orderId: d.idOrder, status: ABANDONED_STATUS, version: d.version }), success: (d) => ['app.backOffice.abandoned.marked', { id: d.idOrder }],
    invalidate: ['backOffice', 'abandoned'],
  });
  const columns: BackOfficeColumn<AbandonedRow>[] = [
    { key: 'idOrder', label: 'app.backOffice.abandoned.fields.idOrder', render: (d) => d.idOrder },
    { key: 'name', label: 'app.backOffice.abandoned.fields.name', render: (d) => d.name },
    { key: 'days', label: 'app.backOffice.abandoned.fields.days', render: (d) => d.days },
    { key: 'imei', label: 'app.backOffice.abandoned.fields.imei', render: (d) => d.imei, fold: true },
    { key: 'workshop', label: 'app.backOffice.abandoned.fields.workshop', render: (d) => d.workshop, fold: true },
  ];
  if (tab === 'pending' && canWrite) {
    columns.push({
      key: 'actions', label: 'app.backOffice.common.actions',
      render: (d) => (
        <ConfirmButton
          label="app.backOffice.abandoned.mark" icon={<PhonelinkEraseIcon fontSize="small" />} color="warning"
          question="app.backOffice.abandoned.confirmMark" questionArgs={{ id: d.idOrder, imei: d.imei }} onConfirm={() => mark.mutate(d)} pending={mark.isPending}
        />
      ),
    });
  }
  const rows = devices.data?.[tab] ?? [];
  const page = pages[tab];
  return (
    <PageShell title="app.backOffice.abandoned.title">
      <Alert severity="info">{translate('app.backOffice.abandoned.threshold', { days: devices.data?.thresholdDays ?? 45 })}</Alert>
      <Paper variant="outlined" sx={{ minWidth: 0 }}>
        <Tabs value={tab} onChange={(_e, next: TabName) => setTab(next)} variant="fullWidth">
          {(['pending', 'abandoned'] as const).map((name) => (
            <Tab key={name} value={name} label={`${translate(`app.backOffice.abandoned.${name}`)} (${devices.data?.[name].length ?? '…'})`} />
          ))}
        </Tabs>
      </Paper>
      <BackOfficeTable
        title={translate(`app.backOffice.abandoned.${tab}`)} columns={columns} rows={devices.data ? rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE) : undefined}
        rowKey={(d) => d.idOrder} total={rows.length} pageIndex={page} pageSize={PAGE_SIZE} onPage={(p) => setPages({ ...pages, [tab]: p })}
        loading={devices.isFetching} error={devices.error}
      />
    </PageShell>
  );
}
