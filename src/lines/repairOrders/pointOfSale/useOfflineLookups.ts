import { onlineManager, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { RepairClient } from './calls';
import { usePointOfSaleCalls, type PointOfSaleScreenCalls } from './usePointOfSaleCalls';

/** The query keys of the point of sale's reads (useOptions' lists share them). */
const key = (...parts: (string | number)[]): QueryKey => ['pointOfSale', ...parts];
const CLIENTS = key('client');

/** The operator's fixed client's nit, as OrderWom/GetInfoWom answers it. */
type InfoWom = Awaited<ReturnType<PointOfSaleScreenCalls['getInfoWom']>>;

/** Reads kept for the session (sign-out clears them): what the create form needs when the connection goes. */
const keep = <T,>(queryClient: QueryClient, queryKey: QueryKey, load: () => Promise<T>) =>
  queryClient.fetchQuery({ queryKey, queryFn: load, staleTime: Infinity, gcTime: Infinity });

/**
 * While online, the create form reads what it needs to work offline (issue 51), once a session: the parametric lists,
 * every department's cities and every brand's models (one after the other, not to hold the connections the screen's
 * own reads need), and the operator's client (DOA, exhibition). They stay for the session.
 */
export function useOfflineReady() {
  const queryClient = useQueryClient();
  const dataProvider = usePointOfSaleCalls();
  useEffect(() => {
    if (!onlineManager.isOnline()) return undefined;
    let current = true;
    const read = async () => {
      const [departments, brands] = await Promise.all([
        keep(queryClient, key('departments'), () => dataProvider.getDeparmentAll()),
        keep(queryClient, key('brands'), () => dataProvider.getBrandAll()),
        keep(queryClient, key('lineTypes'), () => dataProvider.getTypeLineAll()),
        keep(queryClient, key('foulTypes'), () => dataProvider.getFoulTypeAll()),
      ]);
      const { nit } = await keep(queryClient, key('infoWom'), () => dataProvider.getInfoWom());
      await keep(queryClient, [...CLIENTS, nit], () => dataProvider.getByDocument({ document: nit }));
      for (const { id } of departments) {
        if (current) await keep(queryClient, key('cities', id), () => dataProvider.getCitiesByDepartment({ idDeparment: id }));
      }
      for (const { id } of brands) {
        if (current) await keep(queryClient, key('models', id), () => dataProvider.getModelByBrand({ brand: id }));
      }
    };
    // what cannot be read now is read by the form when it needs it (and says so offline)
    read().catch(() => undefined);
    return () => {
      current = false;
    };
  }, [queryClient, dataProvider]);
}

/** A client looked up by document: `checked` false when offline and not read before (the server is asked when sent). */
export interface ClientLookup {
  found: RepairClient | null;
  checked: boolean;
}

/**
 * The client and operator look-ups of the create form: online, the documented calls as ever (their answers kept for
 * the session); offline, what was read before on this device.
 */
export function useClientLookups() {
  const queryClient = useQueryClient();
  const dataProvider = usePointOfSaleCalls();
  // a client (and the operator's nit) read once stays for the session, though no screen shows it
  useState(() => [CLIENTS, key('infoWom')].forEach((queryKey) => queryClient.setQueryDefaults(queryKey, { gcTime: Infinity })));
  return {
    byDocument: async (document: string): Promise<ClientLookup> => {
      if (!onlineManager.isOnline()) {
        const kept = queryClient.getQueryData<RepairClient | null>([...CLIENTS, document]);
        return kept ? { found: kept, checked: true } : { found: null, checked: false };
      }
      const found = await dataProvider.getByDocument({ document });
      queryClient.setQueryData([...CLIENTS, document], found);
      return { found, checked: true };
    },
    /** OrderWom/GetInfoWom; offline, its earlier answer (an error saying so without one) */
    infoWom: async (): Promise<InfoWom> => {
      if (onlineManager.isOnline()) return queryClient.setQueryData<InfoWom>(key('infoWom'), await dataProvider.getInfoWom())!;
      const kept = queryClient.getQueryData<InfoWom>(key('infoWom'));
      if (!kept) throw new Error('app.pointOfSale.offline.operatorUnknown');
      return kept;
    },
  };
}
