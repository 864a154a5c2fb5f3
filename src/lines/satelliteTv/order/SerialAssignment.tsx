import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Button, LinearProgress, Paper, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { SatelliteTv2DataProvider } from '../remissionCalls';
import { OrderSummary } from './OrderSummary';
import { SerialTabs } from './SerialTabs';

/**
 * SerialAssignmentPreRecruitment (spec 02 §2.10): search by Nro Pedido (kept in the URL: a reload shows the same
 * order), the order and its owner, and its serials. No record: the info toast of §8.
 */
export function SerialAssignment() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<SatelliteTv2DataProvider>();
  const [params, setParams] = useSearchParams();
  const nroOrder = params.get('nroOrder')?.trim() ?? '';
  const [typed, setTyped] = useState(nroOrder);
  const [touched, setTouched] = useState(false);
  const order = useQuery({
    queryKey: ['satelliteTv', 'order', nroOrder],
    queryFn: async () => {
      const [found, owner] = await Promise.all([dataProvider.findOrder(nroOrder), dataProvider.orderOwner(nroOrder)]);
      return found.data ? { order: found.data, owner } : null;
    },
    enabled: nroOrder !== '', retry: false,
  });
  useEffect(() => {
    if (order.data === null) notify('app.satelliteTv.order.notFound', { type: 'info' });
  }, [order.data, notify]);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const value = typed.trim().toUpperCase();
    if (!value) return;
    const next = new URLSearchParams(params);
    next.set('nroOrder', value);
    setParams(next);
    if (value === nroOrder) void order.refetch();
  };
  const t = (key: string) => translate(`app.satelliteTv.order.${key}`);
  const missing = touched && !typed.trim();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Title title={t('title')} />
      <Stack spacing={2}>
        <Paper variant="outlined" component="form" role="search" onSubmit={search} noValidate sx={{ p: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              size="small" required label={t('nroOrder')} value={typed} onChange={(e) => setTyped(e.target.value)} error={missing}
              helperText={missing ? translate('app.satelliteTv.required') : t('searchHelp')} sx={{ width: { xs: '100%', sm: 320 } }}
            />
            <Button type="submit" variant="contained" startIcon={<SearchIcon />} loading={order.isFetching}>{t('search')}</Button>
          </Stack>
        </Paper>
        {order.isFetching && !order.data && <LinearProgress aria-label={translate('app.satelliteTv.loading')} />}
        {order.isError && <Alert severity="error">{(order.error as Error).message}</Alert>}
        {order.data === null && <Alert severity="info">{t('notFound')}</Alert>}
        {order.data && (
          <>
            <OrderSummary order={order.data.order} owner={order.data.owner} />
            <SerialTabs key={order.data.order.nroOrder} order={order.data.order} />
          </>
        )}
      </Stack>
    </Box>
  );
}
