import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { MasterItem, SatelliteTvDataProvider } from './calls';

const HOUR = 60 * 60 * 1000;

/** Warehouses, sub-inventories and parts (Master/WareHouses, SubInventories, Parties), read once an hour. */
export function useMasterData(): { wareHouses: MasterItem[]; subInventories: MasterItem[]; parts: MasterItem[]; loading: boolean; error: Error | null } {
  const dataProvider = useDataProvider<SatelliteTvDataProvider>();
  const wareHouses = useQuery({ queryKey: ['satelliteTv', 'master', 'wareHouses'], queryFn: () => dataProvider.wareHouses(), staleTime: HOUR });
  const subInventories = useQuery({ queryKey: ['satelliteTv', 'master', 'subInventories'], queryFn: () => dataProvider.subInventories(), staleTime: HOUR });
  const parts = useQuery({ queryKey: ['satelliteTv', 'master', 'parts'], queryFn: () => dataProvider.parts(), staleTime: HOUR });
  return {
    wareHouses: wareHouses.data ?? [], subInventories: subInventories.data ?? [], parts: parts.data ?? [],
    loading: wareHouses.isPending || subInventories.isPending || parts.isPending,
    error: (wareHouses.error ?? subInventories.error ?? parts.error) as Error | null,
  };
}
