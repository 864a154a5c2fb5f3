import { useMutation } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../../shellCalls';
import { sessionUserId, storeMenuRole } from '../../auth/session';
import { moduleEntryHref, type ModuleEntryAccess } from './menuTree';
import type { MenuAccessEntry } from './useMenuAccess';

/**
 * Opens an external-module entry (sourcePrime false): asks Menu/GetItemMenu for the user's role on it,
 * keeps the role id and name in the session, then goes to the entry's path with token, api and url.
 */
export const useOpenModuleEntry = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const navigate = useNavigate();
  const notify = useNotify();
  const { mutate } = useMutation({
    mutationFn: (entry: Pick<MenuAccessEntry, 'id'>): Promise<ModuleEntryAccess> => dataProvider.getModuleEntryAccess(entry.id, Number(sessionUserId())),
    onSuccess: (access) => {
      storeMenuRole(access.role, access.roleName);
      navigate(moduleEntryHref(access));
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  return mutate;
};

/**
 * The one way to open a menu entry, for the sidebar and the dashboard alike (spec 01 §1, §6): an entry of the
 * console is a plain link (no handler); an external-module entry's link click goes through Menu/GetItemMenu, then
 * to its path with token, api and url.
 */
export const useMenuEntryClick = () => {
  const openModule = useOpenModuleEntry();
  return (entry: Pick<MenuAccessEntry, 'id' | 'sourcePrime'>) =>
    entry.sourcePrime
      ? undefined
      : (event: MouseEvent) => {
          event.preventDefault();
          openModule(entry);
        };
};
