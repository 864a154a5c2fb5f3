import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ConsoleDataProvider } from '../../../dataProviders';
import { sessionUserId, storeMenuRole } from '../../auth/session';
import { moduleEntryHref, type ModuleEntryAccess } from './menuTree';
import type { MenuAccessEntry } from './useMenuAccess';

/**
 * Opens an external-module entry (sourcePrime false): asks Menu/GetItemMenu for the user's role on it,
 * keeps the role id and name in the session, then goes to the entry's path with token, api and url.
 */
export const useOpenModuleEntry = () => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const navigate = useNavigate();
  const notify = useNotify();
  const { mutate } = useMutation({
    mutationFn: async (entry: MenuAccessEntry) =>
      (
        await dataProvider.call<ModuleEntryAccess>({
          method: 'POST',
          path: 'Menu/GetItemMenu',
          body: { id: entry.id, userid: Number(sessionUserId()) },
        })
      ).data,
    onSuccess: (access) => {
      storeMenuRole(access.role, access.roleName);
      navigate(moduleEntryHref(access));
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  return mutate;
};
