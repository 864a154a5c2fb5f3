import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, ButtonBase, Paper, Skeleton, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { RepairOrderDataProvider } from './calls';
import { LogisticsRowActions } from './LogisticsRowActions';
import { INITIAL_STATES, LOGISTICS_TILES, type TileKey } from './orderRules';
import { OrderSearchDialog } from './OrderSearchDialog';
import { OrderTable } from './OrderTable';
import { ReportButtons } from './ReportButtons';

/** The logistics dashboard (spec 03 §2.1): five tiles with counts; a tile filters the table and refreshes the counts. */
export function LogisticsDashboard() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<RepairOrderDataProvider>();
  const queryClient = useQueryClient();
  const [tile, setTile] = useState<TileKey | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const [searching, setSearching] = useState(false);
  // one GetCountByOrders per tile, with its states (as the spec's screen asks)
  const counts = useQuery({
    queryKey: ['repairOrders', 'counts'],
    queryFn: async () => Object.fromEntries(await Promise.all(LOGISTICS_TILES.map(async ({ key, states }) => [key, await dataProvider.getCountByOrders(states)] as const))) as Record<TileKey, number>,
  });
  const states = tile ? LOGISTICS_TILES.find((t) => t.key === tile)!.states : INITIAL_STATES;
  const refreshCounts = () => void queryClient.invalidateQueries({ queryKey: ['repairOrders', 'counts'] });
  const choose = (key: TileKey) => {
    setTile(key);
    refreshCounts();
  };
  const changed = () => {
    setReloadKey((key) => key + 1);
    refreshCounts();
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, minWidth: 0 }}>
      <Title title={translate('app.repairOrders.title')} />
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' } }}>
        {LOGISTICS_TILES.map(({ key }) => (
          <Paper key={key} variant="outlined" sx={{ borderColor: tile === key ? 'primary.main' : undefined, borderWidth: tile === key ? 2 : 1 }}>
            <ButtonBase
              onClick={() => choose(key)} aria-pressed={tile === key} data-tile={key}
              sx={{ width: '100%', p: 1.5, display: 'block', textAlign: 'left', borderRadius: 1 }}
            >
              <Typography variant="body2" color="text.secondary">{translate(`app.repairOrders.tiles.${key}`)}</Typography>
              <Typography variant="h5" component="p" data-count={key}>
                {counts.data ? counts.data[key] : <Skeleton width={40} />}
              </Typography>
            </ButtonBase>
          </Paper>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<SearchIcon />} onClick={() => setSearching(true)}>{translate('app.repairOrders.search.open')}</Button>
        <ReportButtons />
      </Box>
      <OrderTable states={states} reloadKey={reloadKey} actions={(order) => <LogisticsRowActions order={order} onChanged={changed} />} />
      {searching && <OrderSearchDialog onClose={() => setSearching(false)} />}
    </Box>
  );
}
