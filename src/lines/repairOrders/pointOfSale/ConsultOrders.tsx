import SearchIcon from '@mui/icons-material/Search';
import { Badge, Box, Button, Paper, Tab, Tabs, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { OrderSearchDialog } from '../OrderSearchDialog';
import { usePointOfSaleCalls } from './usePointOfSaleCalls';
import { isDeliveryRow, isPickupRow, type ConsultTab } from './consultRules';
import { PointOrdersTable } from './PointOrdersTable';

const TABS: ConsultTab[] = ['search', 'pickup', 'delivery'];

/** "Consultar Orden" (spec 03 §2.5): Buscar Orden (the shared search), Pendiente entrega al transportador, Entrega a cliente. */
export function ConsultOrders({ workshopId }: { workshopId: number }) {
  const translate = useTranslate();
  const dataProvider = usePointOfSaleCalls();
  const [tab, setTab] = useState<ConsultTab>('pickup');
  const [searching, setSearching] = useState(false);
  const orders = useQuery({
    queryKey: ['pointOfSale', 'ordersToPoint', workshopId],
    queryFn: () => dataProvider.getOrdersToPointStore({ workshopId }),
  });
  const pickup = orders.data?.filter(isPickupRow);
  const delivery = orders.data?.filter(isDeliveryRow);
  const count: Partial<Record<ConsultTab, number | undefined>> = { pickup: pickup?.length, delivery: delivery?.length };
  const reload = () => void orders.refetch();
  const table = (rows: typeof pickup, key: 'pickup' | 'delivery') => (
    <PointOrdersTable rows={orders.isFetching && !orders.data ? undefined : rows} loading={orders.isPending} error={orders.error}
      empty={translate(key === 'pickup' ? 'app.pointOfSale.orders.emptyPickup' : 'app.pointOfSale.orders.emptyDelivery')}
      label={translate(`app.pointOfSale.consultTabs.${key}`)} showState={key === 'delivery'} onReload={reload} />
  );

  return (
    <Paper variant="outlined" sx={{ minWidth: 0 }}>
      <Tabs value={tab} onChange={(_event, value: ConsultTab) => setTab(value)} variant="scrollable" allowScrollButtonsMobile
        aria-label={translate('app.pointOfSale.consult')}>
        {TABS.map((key) => (
          <Tab key={key} value={key} id={`pos-consult-${key}`} aria-controls={`pos-consult-panel-${key}`} sx={{ pr: count[key] ? 3 : undefined }}
            label={<Badge color="primary" badgeContent={count[key]} max={999} sx={{ '& .MuiBadge-badge': { right: -14 } }}>{translate(`app.pointOfSale.consultTabs.${key}`)}</Badge>} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`pos-consult-panel-${tab}`} aria-labelledby={`pos-consult-${tab}`} sx={{ p: { xs: 1, sm: 2 } }}>
        {tab === 'search' && (
          <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start', py: 1 }}>
            <Typography color="text.secondary">{translate('app.repairOrders.search.field')}: {['fr_Imei', 'fr_NroOrden', 'fr_DocCliente'].map((f) => translate(`app.repairOrders.search.fields.${f}`)).join(' · ')}</Typography>
            <Button variant="contained" startIcon={<SearchIcon />} onClick={() => setSearching(true)}>{translate('app.pointOfSale.consultTabs.search')}</Button>
          </Box>
        )}
        {tab === 'pickup' && table(pickup, 'pickup')}
        {tab === 'delivery' && table(delivery, 'delivery')}
      </Box>
      {searching && <OrderSearchDialog onClose={() => setSearching(false)} />}
    </Paper>
  );
}
