import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { usePointOfSaleCalls, type PointOfSaleScreenCalls } from './usePointOfSaleCalls';

export interface Option {
  id: number;
  name: string;
}

/** A parametric list (spec 03 §3), read once per session: they change only with the seed. */
export function useOptions(key: readonly (string | number)[], load: (dataProvider: PointOfSaleScreenCalls) => Promise<Option[]>, enabled = true) {
  const dataProvider = usePointOfSaleCalls();
  return useQuery({ queryKey: ['pointOfSale', ...key], queryFn: () => load(dataProvider), enabled, staleTime: Infinity });
}

/** The IMEI pattern of the settings call (validation.imei); a 15-digit pattern until it answers. */
export function useImeiPattern(): RegExp {
  const dataProvider = usePointOfSaleCalls();
  const settings = useQuery({ queryKey: ['pointOfSale', 'settings'], queryFn: () => dataProvider.getSettings(), staleTime: Infinity });
  const source = settings.data?.validation.imei ?? '^\\d{15}$';
  try {
    return new RegExp(source);
  } catch {
    return /^\d{15}$/;
  }
}

/**
 * Offline, a list this device has not read (its read waits for the connection): what its select says instead of
 * its options (issue 51); undefined otherwise.
 */
export function useNotOnDevice() {
  const translate = useTranslate();
  return (query: Pick<UseQueryResult<unknown>, 'fetchStatus' | 'data'>) =>
    query.fetchStatus === 'paused' && query.data === undefined ? translate('app.pointOfSale.offline.listMissing') : undefined;
}
