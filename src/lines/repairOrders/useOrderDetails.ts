import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { OrderDetails, RepairOrderDataProvider } from './calls';
import { useOrderReads } from './orderReads';

export const orderDetailsKey = (id: number) => ['repairOrders', 'details', id] as const;

/**
 * One order's details (getAllOrderForInfo, or GetById in `state` for the repair modal), each file's url carrying the
 * session token (a plain link cannot send the header).
 */
export function useOrderDetails(id: number, forRepair?: { state: number }) {
  const dataProvider = useDataProvider<RepairOrderDataProvider>();
  const reads = useOrderReads();
  return useQuery({
    // the scope last: invalidating orderDetailsKey(id) reaches every scope's copy
    queryKey: [...orderDetailsKey(id), forRepair ? `repair:${forRepair.state}` : reads.scope],
    queryFn: async (): Promise<OrderDetails> => {
      const details = forRepair ? await dataProvider.getById({ id, workshop: 0, state: forRepair.state }) : await reads.orderDetails({ id });
      const files = await Promise.all(details.files.map(async (file) => ({ ...file, url: await dataProvider.fileUrl(file.url) })));
      return { ...details, files };
    },
  });
}
