import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { SatelliteTv2DataProvider } from '../remissionCalls';

/** The remission's header (info modal, detail page, dispatch note). */
export function useRemissionInfo(id: number | undefined) {
  const dataProvider = useDataProvider<SatelliteTv2DataProvider>();
  return useQuery({ queryKey: ['satelliteTv', 'remission', id], queryFn: () => dataProvider.remissionInfo(id as number), enabled: id !== undefined, retry: false });
}

/** The remission's saved lines (the detail page's table and the dispatch note's rows). */
export function useRemissionLines(id: number | undefined) {
  const dataProvider = useDataProvider<SatelliteTv2DataProvider>();
  return useQuery({ queryKey: ['satelliteTv', 'remissionLines', id], queryFn: () => dataProvider.remissionLines(id as number), enabled: id !== undefined, retry: false });
}
