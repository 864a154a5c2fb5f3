import { useCallback } from 'react';
import { useStore } from 'react-admin';
import { storedSidebarStatic, storeSidebarStatic } from '../../auth/session';

/** Whether the sidebar is pinned open (static): kept under `sidebarStatic`, pinned until the user says otherwise. */
export const useStaticSidebar = (): [boolean, (isStatic: boolean) => void] => {
  const [isStatic, setInStore] = useStore<boolean>('sidebar.static', storedSidebarStatic() ?? true);
  const setStatic = useCallback(
    (value: boolean) => {
      storeSidebarStatic(value);
      setInStore(value);
    },
    [setInStore],
  );
  return [isStatic, setStatic];
};
