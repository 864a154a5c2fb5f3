import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { OrderDetails, RepairOrderDataProvider } from './calls';
import { useOrderReads } from './orderReads';

export const orderDetailsKey = (id: number) => ['repairOrders', 'details', id] as const;

/** One order's details (GetDetails), each file's url carrying the session token (a plain link cannot send the header). */
export function useOrderDetails(id: number) {
  const dataProvider = useDataProvider<RepairOrderDataProvider>();
  const reads = useOrderReads();
  return useQuery({
    // the scope last: invalidating orderDetailsKey(id) reaches every scope's copy
    queryKey: [...orderDetailsKey(id), reads.scope],
    queryFn: async (): Promise<OrderDetails> => {
      const details = await reads.orderDetails({ id });
      const files = await Promise.all(details.files.map(async (file) => ({ ...file, url: await dataProvider.fileUrl(file.url) })));
      return { ...details, files };
    },
  });
}
