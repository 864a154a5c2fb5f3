import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../../dataProviders';
import { sessionUserId } from '../../auth/session';

/** One entry of the menu tree `Menu/GetAccess` answers (spec 01 §3, plus the user's flags on it). */
export interface MenuAccessEntry {
  header: string;
  link: string;
  iconName: string;
  index: number;
  id: number;
  sourcePrime: boolean;
  permissions?: { l: boolean; v: boolean; w: boolean; r: boolean; d: boolean };
  childrenLinks: MenuAccessEntry[];
}

/** The signed-in user's menu tree, shared by the sidebar and the dashboard (fetched once, cached). */
export const useMenuAccess = () => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const userId = Number(sessionUserId());
  return useQuery({
    queryKey: ['Menu/GetAccess', userId],
    queryFn: async () =>
      (await dataProvider.call<MenuAccessEntry[]>({ method: 'POST', path: 'Menu/GetAccess', body: { id: userId } })).data,
    enabled: Number.isFinite(userId) && userId > 0,
    staleTime: 5 * 60_000,
    // one quiet retry, then the sidebar shows the error with its own retry control
    retry: 1,
  });
};
