import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { OrderReads } from '../orderReads';
import type { TechnicianDataProvider } from './calls';
import { signedInUser } from './techRules';

/** The shared table, search and details reading only the signed-in technician's orders (of `brand`, '' = all). */
export function useTechnicianReads(brand: string): OrderReads {
  const dataProvider = useDataProvider<TechnicianDataProvider>();
  return useMemo(() => ({
    scope: `technician:${brand}`,
    emptyLabel: 'app.repairTechnician.noRecords',
    listOrders: (query) => dataProvider.getOrderByStateAndTech({ ...query, tech: signedInUser(), brand }),
    searchOrders: (body) => dataProvider.getOrderByFilterVc(body),
    orderDetails: (query) => dataProvider.getAllOrderForInfo(query),
  }), [dataProvider, brand]);
}
