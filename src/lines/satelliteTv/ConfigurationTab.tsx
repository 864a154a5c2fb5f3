import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, IconButton, Switch, Tooltip } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { SATELLITE_PAGE_SIZE } from '../../../contracts/endpoints/satelliteTv';
import type { ConfigurationRow, SatelliteTvDataProvider } from './calls';
import { ConfigurationDialog } from './ConfigurationDialog';
import { PagedTable, type Column } from './PagedTable';
import { useSwitchSave } from './useSwitchSave';

const field = (key: string) => `app.satelliteTv.console.configuration.fields.${key}`;

/** Configuration (spec 02 §2.3): the configurations, a state switch per row saved at once, a create/edit modal. */
export function ConfigurationTab() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<SatelliteTvDataProvider>();
  const [pageIndex, setPageIndex] = useState(1);
  const [editing, setEditing] = useState<ConfigurationRow | 'new'>();
  const list = useQuery({
    queryKey: ['satelliteTv', 'configurations', pageIndex],
    queryFn: () => dataProvider.listConfigurations({ pageIndex, pageSize: SATELLITE_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const switches = useSwitchSave<ConfigurationRow>((row, state) => dataProvider.saveConfiguration({ ...row, state }), () => void list.refetch());
  const columns: Column<ConfigurationRow>[] = [
    { key: 'id', label: 'app.satelliteTv.console.columns.id', render: (row) => row.id, fold: true },
    { key: 'alias', label: field('alias'), render: (row) => row.alias },
    { key: 'source', label: field('source'), render: (row) => row.source, fold: true },
    { key: 'process', label: field('process'), render: (row) => row.process, fold: true },
    { key: 'operation', label: field('operation'), render: (row) => row.operation, fold: true },
    { key: 'documentType', label: field('documentType'), render: (row) => row.documentType, fold: true },
    { key: 'format', label: field('format'), render: (row) => row.format, fold: true },
    {
      key: 'state', label: 'app.satelliteTv.console.columns.state', render: (row) => (
        <Switch
          checked={switches.stateOf(row) === 1} disabled={switches.busy(row)} onChange={() => void switches.toggle(row)}
          slotProps={{ input: { role: 'switch', 'aria-label': translate('app.satelliteTv.console.configuration.switch', { alias: row.alias }) } }}
        />
      ),
    },
    {
      key: 'tools', label: 'app.satelliteTv.console.columns.tools', render: (row) => (
        <IconButton size="small" aria-label={translate('app.satelliteTv.console.configuration.editRow', { alias: row.alias })} onClick={() => setEditing(row)}>
          <EditIcon fontSize="small" />
        </IconButton>
      ),
    },
  ];
  return (
    <>
      <PagedTable
        title={translate('app.satelliteTv.console.tabs.configuration')} columns={columns} rows={list.data?.items} rowKey={(row) => row.id}
        total={list.data?.totalItemCount ?? 0} pageIndex={pageIndex} pageSize={SATELLITE_PAGE_SIZE} onPage={setPageIndex}
        loading={list.isFetching} error={list.error as Error | null}
        toolbar={(
          <>
            <Button startIcon={<AddIcon />} variant="contained" size="small" onClick={() => setEditing('new')}>{translate('app.satelliteTv.console.configuration.new')}</Button>
            <Tooltip title={translate('app.satelliteTv.refresh')}>
              <IconButton aria-label={translate('app.satelliteTv.refresh')} onClick={() => void list.refetch()}><RefreshIcon /></IconButton>
            </Tooltip>
          </>
        )}
      />
      {editing && (
        <ConfigurationDialog row={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} onSaved={() => { setEditing(undefined); void list.refetch(); }} />
      )}
    </>
  );
}
