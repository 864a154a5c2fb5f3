import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { CatalogueDataProvider } from './calls';

/** The filter options and the picture/sheet bases; read once per session (they rarely change). */
export function useCatalogueOptions() {
  const dataProvider = useDataProvider<CatalogueDataProvider>();
  const options = { staleTime: 10 * 60_000 };
  const catalogs = useQuery({ queryKey: ['catalogue', 'catalogs'], queryFn: () => dataProvider.getCatalogOptions(), ...options });
  const groups = useQuery({ queryKey: ['catalogue', 'groups'], queryFn: () => dataProvider.getInventoryGroupOptions(), ...options });
  const businesses = useQuery({ queryKey: ['catalogue', 'businesses'], queryFn: () => dataProvider.getBusinessOptions(), ...options });
  const settings = useQuery({ queryKey: ['catalogue', 'settings'], queryFn: () => dataProvider.getProductSettings(), ...options });
  return { catalogs: catalogs.data ?? [], groups: groups.data ?? [], businesses: businesses.data ?? [], settings: settings.data };
}
