import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Grid, IconButton, LinearProgress, Pagination, Tooltip } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { SATELLITE_PAGE_SIZE } from '../../../contracts/endpoints/satelliteTv';
import type { FlowRow, SatelliteTvDataProvider } from './calls';
import { FlowCard } from './FlowCard';
import { useSwitchSave } from './useSwitchSave';

/** Flow (spec 02 §2.3): the DIRECTTV flows as cards, 50 a page. */
export function FlowTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<SatelliteTvDataProvider>();
  const [pageIndex, setPageIndex] = useState(1);
  const list = useQuery({
    queryKey: ['satelliteTv', 'flows', pageIndex],
    queryFn: () => dataProvider.listFlows({ pageIndex, pageSize: SATELLITE_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const switches = useSwitchSave<FlowRow>((row, state) => dataProvider.saveFlow({ id: row.id, orderBy: row.orderBy, state }), () => void list.refetch());
  const applyOrder = async (flow: FlowRow, orderBy: number) => {
    await dataProvider.saveFlow({ id: flow.id, orderBy, state: switches.stateOf(flow) });
    notify('app.satelliteTv.console.successfulProcess', { type: 'success' });
    await list.refetch();
  };
  const pages = Math.ceil((list.data?.totalItemCount ?? 0) / SATELLITE_PAGE_SIZE);
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Tooltip title={translate('app.satelliteTv.refresh')}>
          <IconButton aria-label={translate('app.satelliteTv.refresh')} onClick={() => void list.refetch()}><RefreshIcon /></IconButton>
        </Tooltip>
      </Box>
      <Box sx={{ height: 4, mb: 1 }}>{list.isFetching && <LinearProgress aria-label={translate('app.satelliteTv.loading')} />}</Box>
      {list.isError && <Alert severity="error">{(list.error as Error).message}</Alert>}
      {list.data?.items.length === 0 && <Alert severity="info">{translate('app.satelliteTv.empty')}</Alert>}
      <Grid container spacing={2}>
        {list.data?.items.map((flow) => (
          <Grid key={`${flow.id}-${flow.orderBy}`} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
            <FlowCard
              flow={flow} state={switches.stateOf(flow)} busy={switches.busy(flow)} onToggle={() => void switches.toggle(flow)}
              onApplyOrder={(orderBy) => applyOrder(flow, orderBy)}
            />
          </Grid>
        ))}
      </Grid>
      {pages > 1 && <Pagination sx={{ mt: 2 }} count={pages} page={pageIndex} onChange={(_event, page) => setPageIndex(page)} />}
    </Box>
  );
}
