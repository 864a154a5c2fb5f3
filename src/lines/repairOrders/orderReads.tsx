import { createContext, useContext, type ReactNode } from 'react';
import { useDataProvider } from 'react-admin';
import type { OrderDetails, OrderListQuery, OrderRow, RepairOrderDataProvider, SearchField } from './calls';

/**
 * What the shared order table, search and detail modals read. Logistics reads every order (the default: the data
 * provider's repair order calls); a screen with a narrower view (the technician's own orders) provides its own
 * reads with OrderReadsProvider, so the same components show only what that screen's calls answer.
 */
export interface OrderReads {
  /** a name for the query cache: two scopes never share a cached page */
  scope: string;
  listOrders: (query: OrderListQuery) => Promise<{ items: OrderRow[]; totalItemCount: number }>;
  /** OrderWom/getOrderByFilterVc: type is the search field, param1 its value */
  searchOrders: (body: { type: SearchField; param1: string; param2: string }) => Promise<OrderRow[]>;
  orderDetails: (query: { id: number }) => Promise<OrderDetails>;
  /** the message key the table shows when nothing is listed (default: app.repairOrders.table.empty) */
  emptyLabel?: string;
}

const OrderReadsContext = createContext<OrderReads | null>(null);

export function OrderReadsProvider({ reads, children }: { reads: OrderReads; children: ReactNode }) {
  return <OrderReadsContext.Provider value={reads}>{children}</OrderReadsContext.Provider>;
}

/** The reads of the screen around, or the logistics ones. */
export function useOrderReads(): OrderReads {
  const dataProvider = useDataProvider<RepairOrderDataProvider>();
  return useContext(OrderReadsContext) ?? {
    scope: 'all', listOrders: dataProvider.getOrderByState, searchOrders: dataProvider.getOrderByFilterVc, orderDetails: dataProvider.getAllOrderForInfo,
  };
}
