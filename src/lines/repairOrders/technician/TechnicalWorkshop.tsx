import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { OrderReadsProvider, type OrderReads } from '../orderReads';
import { OrderSearchDialog } from '../OrderSearchDialog';
import { OrderTable } from '../OrderTable';
import { serverMessage } from '../useOrderAction';
import type { TechnicianDataProvider } from './calls';
import { TechnicianRowActions } from './TechnicianRowActions';
import { clientPage, signedInUser } from './techRules';

const ALL_ORDERS_KEY = ['repairTechnician', 'workshopOrders'] as const;

/**
 * The technical workshop (spec 04 §2.8): every order the technician acts on, loaded once and paged on the client
 * (10 a page), the search modal, and the same repair and quality-control modals as the service form.
 */
export function TechnicalWorkshop() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<TechnicianDataProvider>();
  const queryClient = useQueryClient();
  const [reloadKey, setReloadKey] = useState(0);
  const [searching, setSearching] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const reads = useMemo<OrderReads>(() => ({
    scope: 'technician:workshop',
    emptyLabel: 'app.repairTechnician.noRecords',
    listOrders: async (query) => {
      try {
        const all = await queryClient.fetchQuery({
          queryKey: ALL_ORDERS_KEY, queryFn: () => dataProvider.getOrderByTechniciansInWorkshop({ idTechnical: signedInUser() }), staleTime: 15_000,
        });
        return clientPage(all, query);
      } catch (error) {
        setRefused(serverMessage(error));
        throw error;
      }
    },
    searchOrders: (body) => dataProvider.getOrderByFilterVc(body),
    orderDetails: (query) => dataProvider.getAllOrderForInfo(query),
  }), [dataProvider, queryClient]);
  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: ALL_ORDERS_KEY });
    setReloadKey((key) => key + 1);
  };

  return (
    <OrderReadsProvider reads={reads}>
      <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, minWidth: 0 }}>
        <Title title={translate('app.repairTechnician.workshopTitle')} />
        {refused && <Alert severity="warning">{translate('app.repairTechnician.notTechnician', { message: refused })}</Alert>}
        <Box>
          <Button variant="outlined" startIcon={<SearchIcon />} onClick={() => setSearching(true)}>{translate('app.repairTechnician.searchOrder')}</Button>
        </Box>
        <OrderTable states={[]} reloadKey={reloadKey} actions={(order) => <TechnicianRowActions order={order} onChanged={changed} />} />
        {searching && <OrderSearchDialog onClose={() => setSearching(false)} />}
      </Box>
    </OrderReadsProvider>
  );
}
