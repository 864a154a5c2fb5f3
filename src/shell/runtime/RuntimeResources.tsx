/**
 * The published resources in the running app (issue 19): loaded when a signed-in layout first shows (unless
 * `startApp` already has them: the page opened signed in), again in a new session, and whenever the server says
 * a resource was published (a socket event), with the menu tree asked for again, so a resource published while
 * others are signed in reaches them on their next navigation. An address no route knows waits for them before
 * saying "not found".
 */
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, type ComponentType, type ReactNode } from 'react';
import { RESOURCES_PUBLISHED_EVENT } from '../../../contracts/endpoints/resourceDesignerConstants';
import * as routes from '../../../contracts/routes';
import { forgetMenuAccess } from '../auth/menuAccess';
import { sessionToken } from '../auth/session';
import { PageLoading } from '../components/PageLoading';
import { holdSocketWhenIdle } from '../layout/notifications/holdSocketWhenIdle';

interface RuntimeResources {
  /** asks for them if not known yet; `refresh` asks again (a resource was published) */
  load: (options?: { refresh?: boolean }) => Promise<void>;
  loaded: boolean;
}

const RuntimeContext = createContext<RuntimeResources>({ load: async () => undefined, loaded: true });

export const RuntimeResourcesProvider = ({ value, children }: { value: RuntimeResources; children: ReactNode }) => (
  <RuntimeContext.Provider value={value}>{children}</RuntimeContext.Provider>
);

/** the session the published resources were asked for in: a later session asks again (it may have missed a publication) */
let loadedForSession: string | null = null;

/** In the signed-in layout: loads the published resources once per session, and again on each publication. */
export const useRuntimeResources = () => {
  const { load } = useContext(RuntimeContext);
  const queryClient = useQueryClient();
  const token = sessionToken();
  useEffect(() => {
    if (!token) return undefined;
    if (token !== loadedForSession) void load({ refresh: loadedForSession !== null });
    loadedForSession = token;
    const onPublished = () => {
      forgetMenuAccess();
      void queryClient.invalidateQueries({ queryKey: [routes.menuGetAccess.path] });
      void load({ refresh: true });
    };
    return holdSocketWhenIdle(token, (socket) => {
      socket.on(RESOURCES_PUBLISHED_EVENT, onPublished);
      return () => void socket.off(RESOURCES_PUBLISHED_EVENT, onPublished);
    });
  }, [token, load, queryClient]);
};

/** The catch-all route: "not found" once the published resources are known, a progress bar until then. */
export const catchAllOf = (NotFound: ComponentType, loaded: boolean): ComponentType => (loaded ? NotFound : WaitForRuntime);

const WaitForRuntime = () => {
  const { load } = useContext(RuntimeContext);
  useEffect(() => {
    if (sessionToken()) void load();
  }, [load]);
  return <PageLoading />;
};
