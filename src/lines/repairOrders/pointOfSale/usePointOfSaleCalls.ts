import { useDataProvider } from 'react-admin';
import type { RepairOrderCalls } from '../calls';
import type { PointOfSaleCalls, PointOfSaleDataProvider } from './calls';
import type { newOrderCalls } from './newOrderChain';

/** The new order's chain, as the queue sends it (a new order made offline, issue 51). */
type NewOrderLineCalls = ReturnType<typeof newOrderCalls>;

/** What the point of sale's screens call: its own documented calls and the repair line's (details, search). */
export type PointOfSaleScreenCalls = PointOfSaleCalls & RepairOrderCalls & NewOrderLineCalls;

/**
 * The data provider as the point of sale's calls, typed without react-admin's index signature: a method name that
 * no longer exists (a call renamed after its documented path) fails the type check instead of failing at run time.
 */
export const usePointOfSaleCalls = (): PointOfSaleScreenCalls => useDataProvider<PointOfSaleDataProvider & NewOrderLineCalls>();
