import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../../../dataProviders';
import * as routes from '../../../../contracts/routes';
import { loadMenuAccess } from '../../auth/menuAccess';
import { sessionUserId } from '../../auth/session';

export type { MenuAccessEntry } from '../../auth/menuAccess';

/** The signed-in user's menu tree, shared by the sidebar and the dashboard (fetched once, cached). */
export const useMenuAccess = () => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const userId = Number(sessionUserId());
  return useQuery({
    queryKey: [routes.menuGetAccess.path, userId],
    queryFn: () => loadMenuAccess(dataProvider.call),
    enabled: Number.isFinite(userId) && userId > 0,
    staleTime: 5 * 60_000,
    // one quiet retry, then the sidebar shows the error with its own retry control
    retry: 1,
  });
};
