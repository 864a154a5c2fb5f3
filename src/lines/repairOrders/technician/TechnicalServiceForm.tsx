import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Button, ButtonBase, MenuItem, Paper, Skeleton, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { OrderReadsProvider } from '../orderReads';
import { OrderSearchDialog } from '../OrderSearchDialog';
import { OrderTable } from '../OrderTable';
import { serverMessage } from '../useOrderAction';
import type { TechnicianDataProvider } from './calls';
import { TechnicianRowActions } from './TechnicianRowActions';
import { signedInUser, TECH_TILES, type TechTileKey } from './techRules';
import { useTechnicianReads } from './useTechnicianReads';

/**
 * The technician's screen (spec 03 §2.7, spec 04 §2.1): Buscar Orden, a brand, three counters of the technician's
 * orders of that brand (in workshop, quality control, pending payment), and the table of the chosen group.
 */
export function TechnicalServiceForm() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<TechnicianDataProvider>();
  const queryClient = useQueryClient();
  const [brand, setBrand] = useState('');
  const [tile, setTile] = useState<TechTileKey>('workshop');
  const [reloadKey, setReloadKey] = useState(0);
  const [searching, setSearching] = useState(false);
  const reads = useTechnicianReads(brand);
  const brands = useQuery({ queryKey: ['repairTechnician', 'brands'], queryFn: () => dataProvider.getBrandsByTechnical({ Technical: signedInUser() }) });
  // one GetCountByOrdersAndTechBrand per counter, with its states
  const counts = useQuery({
    queryKey: ['repairTechnician', 'counts', brand],
    queryFn: async () => Object.fromEntries(await Promise.all(TECH_TILES.map(async ({ key, states }) =>
      [key, await dataProvider.getCountByOrdersAndTechBrand({ states, tech: signedInUser(), brand })] as const))) as Record<TechTileKey, number>,
    enabled: brands.isSuccess,
  });
  const refreshCounts = () => void queryClient.invalidateQueries({ queryKey: ['repairTechnician', 'counts'] });
  const changed = () => {
    setReloadKey((key) => key + 1);
    refreshCounts();
  };
  const choose = (key: TechTileKey) => {
    setTile(key);
    refreshCounts();
  };

  if (brands.isError) {
    return (
      <Box sx={{ p: 2 }}>
        <Title title={translate('app.repairTechnician.title')} />
        <Alert severity="warning">{translate('app.repairTechnician.notTechnician', { message: translate(serverMessage(brands.error), { _: serverMessage(brands.error) }) })}</Alert>
      </Box>
    );
  }
  return (
    <OrderReadsProvider reads={reads}>
      <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, minWidth: 0 }}>
        <Title title={translate('app.repairTechnician.title')} />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button variant="outlined" startIcon={<SearchIcon />} onClick={() => setSearching(true)}>{translate('app.repairTechnician.searchOrder')}</Button>
          <TextField
            select size="small" label={translate('app.repairTechnician.brand')} value={brand} onChange={(event) => setBrand(event.target.value)}
            sx={{ flex: '0 1 320px', minWidth: 200 }} disabled={!brands.data} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{translate('app.repairTechnician.allBrands')}</MenuItem>
            {(brands.data ?? []).map(({ text }) => <MenuItem key={text} value={text}>{text}</MenuItem>)}
          </TextField>
        </Box>
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          {TECH_TILES.map(({ key, states }) => (
            <Paper key={key} variant="outlined" sx={{ borderColor: tile === key ? 'primary.main' : undefined, borderWidth: tile === key ? 2 : 1 }}>
              <ButtonBase onClick={() => choose(key)} aria-pressed={tile === key} data-tile={key} sx={{ width: '100%', p: 1.5, display: 'block', textAlign: 'left', borderRadius: 1 }}>
                <Typography variant="body2" color="text.secondary">{`${translate(`app.repairTechnician.tiles.${key}`)} (${states.join(', ')})`}</Typography>
                <Typography variant="h5" component="p" data-count={key}>{counts.data ? counts.data[key] : <Skeleton width={40} />}</Typography>
              </ButtonBase>
            </Paper>
          ))}
        </Box>
        <OrderTable
          states={TECH_TILES.find((t) => t.key === tile)!.states} reloadKey={reloadKey}
          actions={(order) => <TechnicianRowActions order={order} onChanged={changed} />}
        />
        {searching && <OrderSearchDialog onClose={() => setSearching(false)} />}
      </Box>
    </OrderReadsProvider>
  );
}
