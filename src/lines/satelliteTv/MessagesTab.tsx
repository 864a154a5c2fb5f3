import CancelIcon from '@mui/icons-material/Cancel';
import FilterListIcon from '@mui/icons-material/FilterList';
import RefreshIcon from '@mui/icons-material/Refresh';
import ReplayIcon from '@mui/icons-material/Replay';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button, Chip, IconButton, Stack, Tooltip } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { isReprocessable, SATELLITE_PAGE_SIZE } from '../../../contracts/endpoints/satelliteTv';
import type { MessageRow, SatelliteTvDataProvider } from './calls';
import { MessageDetailDialog } from './MessageDetailDialog';
import { MessageFilterDialog } from './MessageFilterDialog';
import { filtersFromSearch, listBody, MESSAGE_FILTER_FIELDS, searchWithFilters, type MessageFilters } from './messageFilters';
import { MessageStateChip } from './MessageStateChip';
import { PagedTable, type Column } from './PagedTable';
import { ReprocessDialog } from './ReprocessDialog';

const label = (key: string) => `app.satelliteTv.console.columns.${key}`;

/** Messages (spec 02 §2.3): 50 a page, the filter modal whose filters are chips in the URL, detail and re-process. */
export function MessagesTab() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<SatelliteTvDataProvider>();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const filtersKey = JSON.stringify(filters);
  const [pageIndex, setPageIndex] = useState(1);
  useEffect(() => setPageIndex(1), [filtersKey]);
  const [filtering, setFiltering] = useState(false);
  const [viewing, setViewing] = useState<number>();
  const [reprocessing, setReprocessing] = useState<MessageRow>();
  const body = listBody(filters, pageIndex);
  const list = useQuery({
    queryKey: ['satelliteTv', 'messages', body],
    queryFn: () => dataProvider.listMessages(body),
    placeholderData: keepPreviousData,
  });
  const apply = (next: MessageFilters) => setParams(searchWithFilters(params, next));

  const columns: Column<MessageRow>[] = [
    { key: 'index', label: label('index'), render: (_row, index) => index + 1, fold: true },
    { key: 'id', label: label('id'), render: (row) => row.id },
    { key: 'source', label: label('source'), render: (row) => row.source, fold: true },
    { key: 'state', label: label('state'), render: (row) => <MessageStateChip state={row.state} /> },
    { key: 'internal', label: label('internal'), render: (row) => row.transactionInternalId, fold: true },
    { key: 'document', label: label('document'), render: (row) => row.documentId },
    { key: 'name', label: label('name'), render: (row) => row.fileName, fold: true },
    { key: 'date', label: label('date'), render: (row) => row.date.replace('T', ' '), fold: true },
    {
      key: 'tools', label: label('tools'), render: (row) => (
        <Stack direction="row">
          <Tooltip title={translate('app.satelliteTv.console.view', { id: row.id })}>
            <IconButton size="small" aria-label={translate('app.satelliteTv.console.view', { id: row.id })} onClick={() => setViewing(row.id)}>
              <VisibilityIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          {isReprocessable(row.state) && (
            <Tooltip title={translate('app.satelliteTv.console.reprocess', { id: row.id })}>
              <IconButton size="small" color="warning" aria-label={translate('app.satelliteTv.console.reprocess', { id: row.id })} onClick={() => setReprocessing(row)}>
                <ReplayIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
      ),
    },
  ];

  const chips = MESSAGE_FILTER_FIELDS.filter((field) => filters[field]).map((field) => {
    const name = translate(`app.satelliteTv.console.filterFields.${field}`);
    return (
      <Chip
        key={field} size="small" label={`${name}: ${filters[field]}`} onDelete={() => apply({ ...filters, [field]: '' })}
        deleteIcon={<CancelIcon aria-label={translate('app.satelliteTv.console.removeFilter', { name })} aria-hidden={false} />}
      />
    );
  });

  return (
    <>
      <PagedTable
        title={translate('app.satelliteTv.console.tabs.messages')} columns={columns} rows={list.data?.items} rowKey={(row) => row.id}
        total={list.data?.totalItemCount ?? 0} pageIndex={pageIndex} pageSize={SATELLITE_PAGE_SIZE} onPage={setPageIndex}
        loading={list.isFetching} error={list.error as Error | null}
        toolbar={(
          <>
            <Button startIcon={<FilterListIcon />} variant="outlined" size="small" onClick={() => setFiltering(true)}>{translate('app.satelliteTv.console.filter')}</Button>
            <Tooltip title={translate('app.satelliteTv.refresh')}>
              <IconButton aria-label={translate('app.satelliteTv.refresh')} onClick={() => void list.refetch()}><RefreshIcon /></IconButton>
            </Tooltip>
            {chips}
            {chips.length > 1 && <Button size="small" onClick={() => apply({})}>{translate('app.satelliteTv.console.clearFilters')}</Button>}
          </>
        )}
      />
      {filtering && <MessageFilterDialog initial={filters} onApply={(next) => { apply(next); setFiltering(false); }} onClose={() => setFiltering(false)} />}
      {viewing !== undefined && <MessageDetailDialog id={viewing} onClose={() => setViewing(undefined)} />}
      {reprocessing && (
        <ReprocessDialog message={reprocessing} onClose={() => setReprocessing(undefined)} onDone={() => { setReprocessing(undefined); void list.refetch(); }} />
      )}
    </>
  );
}
