import PrintIcon from '@mui/icons-material/Print';
import { Alert, Autocomplete, Box, Button, LinearProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { TALKER_PAGE_SIZE } from '../../../../contracts/endpoints/satelliteTvRemissions';
import type { SatelliteTv2DataProvider, TalkerStore } from '../remissionCalls';
import { TalkerLabels } from './TalkerLabels';

/** Habladores por tienda (spec 02 §2.8): the store's labels on screen, filtered by location, printed with its stylesheet. */
export function TalkerST() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<SatelliteTv2DataProvider>();
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const [location, setLocation] = useState(params.get('location') ?? '');
  const [filter, setFilter] = useState(location.trim());
  const [storeSearch, setStoreSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setFilter(location.trim()), 300);
    return () => clearTimeout(timer);
  }, [location]);
  const stores = useQuery({
    queryKey: ['satelliteTv', 'talkerStores', storeSearch, 1],
    queryFn: () => dataProvider.talkerStores({ search: storeSearch, pageIndex: 1, pageSize: TALKER_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const labels = useQuery({
    queryKey: ['satelliteTv', 'storeLabels', id, filter],
    queryFn: () => dataProvider.storeLabels(id as number, filter),
    enabled: id !== undefined, placeholderData: keepPreviousData, retry: false,
  });
  const t = (key: string, options?: object) => translate(`app.satelliteTv.talker.${key}`, options);
  const chosen: TalkerStore | null = labels.data?.store ?? null;
  const choose = (store: TalkerStore | null) => {
    const next = new URLSearchParams(params);
    if (store) next.set('id', String(store.id));
    else next.delete('id');
    setParams(next, { replace: true });
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Title title={t('stTitle')} />
      <Paper variant="outlined" sx={{ p: 2, mb: 2, '@media print': { display: 'none' } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Autocomplete
            sx={{ flex: 2, minWidth: 0 }} options={stores.data?.items ?? []} value={chosen} loading={stores.isFetching}
            getOptionLabel={(s) => `${s.cod_manual} · ${s.bodega}`} isOptionEqualToValue={(a, b) => a.id === b.id}
            onInputChange={(_e, value, reason) => reason === 'input' && setStoreSearch(value)} onChange={(_e, value) => choose(value)}
            renderInput={(props) => <TextField {...props} size="small" label={t('chooseStore')} />}
          />
          <TextField size="small" label={t('location')} value={location} onChange={(e) => setLocation(e.target.value.toUpperCase())} sx={{ flex: 1 }} />
          <Button variant="contained" startIcon={<PrintIcon />} disabled={!labels.data?.labels.length} onClick={() => window.print()}>{t('print')}</Button>
        </Stack>
        {labels.data && <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{t('labelsOf', { smart_count: labels.data.labels.length })}</Typography>}
      </Paper>
      {labels.isFetching && <LinearProgress aria-label={translate('app.satelliteTv.loading')} sx={{ mb: 1 }} />}
      {labels.isError && <Alert severity="error">{(labels.error as Error).message}</Alert>}
      {labels.data && labels.data.labels.length === 0 && <Alert severity="info">{t('noLabels')}</Alert>}
      {labels.data && <TalkerLabels data={labels.data} />}
    </Box>
  );
}
