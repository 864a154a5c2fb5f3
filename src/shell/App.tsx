import { useEffect, useMemo, useState, useSyncExternalStore, type ComponentType } from 'react';
import { AdminContext, AdminUI, CustomRoutes, ResourceDefinitionContextProvider } from 'react-admin';
import { resourceDefinitionsOf } from './resourceDefinitions';
import { readFirstScreen, storeFirstScreen } from './lines/primeFirstList';
import { defaultListParams } from '../../dataProviders/documentedProvider';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { createConsole, type Console } from './console';
import { DefinitionsProvider } from '../engine/DefinitionsContext';
import { lazyComponent } from '../engine/lazyComponent';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { lineOfPath } from '../lines';
import { lineElements } from './lines/lineRoutes';
import { E2E_BLANK_PATH, HOME_PATH } from './routes';
import { CONFLICTS_PATH } from '../engine/paths';
import { catchAllOf, RuntimeResourcesProvider } from './runtime/RuntimeResources';
import { isAuthenticated } from './auth/session';
import { initialLanguage } from './i18n/i18nProvider';
import { themeOptionsFor } from './themeLocale';
import { handOverFirstRows } from '../boot/firstRows/handOver';
import { atMost } from '../boot/atMost';
import { OfflineContext } from '../engine/offline/offlineContext';

// the shell's pages load when opened: the first screen (often a business line's list) does not wait for them
const LoginPage = lazyComponent(() => import('../boot/login/LoginPage'), 'LoginPage');
const Dashboard = lazyComponent(() => import('./system/Dashboard'), 'Dashboard');
const MyAccount = lazyComponent(() => import('./system/MyAccount'), 'MyAccount');
const ErrorPage = lazyComponent(() => import('./system/ErrorPages'), 'ErrorPage');
const NotAuthorized = lazyComponent(() => import('./system/ErrorPages'), 'NotAuthorized');
const NotFound = lazyComponent(() => import('./system/ErrorPages'), 'NotFound');
const ConflictsPage = lazyComponent(() => import('../engine/offline/ConflictsPage'), 'ConflictsPage');

// the business line of the address (index.html has already asked for its chunk, see vite.config.ts)
const firstLine = lineOfPath(window.location.pathname);
void firstLine?.load().catch(() => undefined);

const GoHome = () => <Navigate to={HOME_PATH} replace />;
/** react-admin sends a refused page (canAccess false) to /access-denied; the spec's 401 page lives here */
const GoNotAuthorized = () => <Navigate to="/system/not-authorized" replace />;

/**
 * The console: the shell's routes, and the business lines' resources and pages as each line loads. The providers
 * and the catalogue of definitions are made once here and injected (react-admin's providers, the definitions
 * context); real paths (/system/configuration/data-bases), not react-admin's default hash routes.
 */
export const App = ({ app: { i18nProvider, catalogue, dataProvider, authProvider, store, queryClient, lines, offline } }: { app: Console }) => {
  const state = useSyncExternalStore(catalogue.subscribe, catalogue.current);
  const { definitions, lines: loaded } = state;
  const children = useMemo(
    () => [
      ...lineElements(lines, { definitions, lines: loaded }, catalogue),
      <CustomRoutes key="shell">
        <Route path="/system" element={<GoHome />} />
        <Route path={HOME_PATH} element={<Dashboard />} />
        <Route path="/system/myAccount" element={<MyAccount />} />
        <Route path={CONFLICTS_PATH} element={<ConflictsPage />} />
        <Route path="/system/not-authorized" element={<NotAuthorized />} />
        {/* the e2e build only: the empty page a test's in-app navigation passes through (tests/e2e/support/sharedPage.ts) */}
        {import.meta.env.VITE_E2E && <Route path={E2E_BLANK_PATH} element={<div data-e2e-blank />} />}
      </CustomRoutes>,
      <CustomRoutes key="shell-without-layout" noLayout>
        <Route path="/error" element={<ErrorPage />} />
      </CustomRoutes>,
    ],
    // not the whole state: the published resources becoming known (runtimeLoaded) changes no route
    [lines, definitions, loaded, catalogue],
  );
  const runtime = useMemo(() => ({ load: catalogue.loadRuntime, loaded: state.runtimeLoaded }), [catalogue, state.runtimeLoaded]);
  const theme = useMemo(() => themeOptionsFor(initialLanguage()), []);
  const [firstDefinitions] = useState(() => resourceDefinitionsOf(children));
  // whatever the app shows (the sign-in page of an expired session, an error), the early rows do not outstay it
  useEffect(() => {
    const latest = window.setTimeout(handOverFirstRows, HAND_OVER_AT_MOST_MS);
    return () => window.clearTimeout(latest);
  }, []);
  return (
    <BrowserRouter>
      <OfflineContext.Provider value={offline}>
      <RuntimeResourcesProvider value={runtime}>
        <DefinitionsProvider value={state.definitions}>
          <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={store} queryClient={queryClient} theme={theme}>
            {/* the resources known at the first render are registered from it (see resourceDefinitions.ts) */}
            <ResourceDefinitionContextProvider definitions={firstDefinitions}>
              <AdminUI
                layout={AppLayout}
                notification={AppNotification}
                loginPage={LoginPage}
                catchAll={catchAllOf(NotFound, state.runtimeLoaded)}
                accessDenied={GoNotAuthorized}
                dashboard={GoHome}
                title="app.title"
                requireAuth
                disableTelemetry
              >
                {children}
              </AdminUI>
            </ResourceDefinitionContextProvider>
          </AdminContext>
        </DefinitionsProvider>
      </RuntimeResourcesProvider>
      </OfflineContext.Provider>
    </BrowserRouter>
  );
};

/** How long after the app's first render the rows drawn before it (src/boot/firstRows) may stay, at most. */
const HAND_OVER_AT_MOST_MS = 3000;

/**
 * How long the first render waits for the published resources, and for the first list's answers, once the code is
 * there (then it goes on without: the screen asks for them itself).
 */
const FIRST_RENDER_WAITS_MS = 500;

/**
 * Makes the console once the configuration is read, with the business line of the opened address and the
 * resources published in the Resource Designer already registered, so the first render draws that line's screen
 * at once (no loading step, and no second pass of every route and screen when the published ones come: main.tsx
 * asked for them with the code). A line that fails to load is left to the line loader, which says so and offers
 * to try again; published resources slower than FIRST_RENDER_WAITS_MS are registered when they come.
 * `firstList`: the resource whose list main.tsx asked for early; that list's screen gets its answers before the
 * first render (lines/primeFirstList.ts), so it draws its rows in that render.
 */
export const startApp = async (config: Promise<unknown>, firstList?: string): Promise<ComponentType> => {
  await config;
  const app = createConsole();
  const signedIn = isAuthenticated();
  const runtime = signedIn ? app.catalogue.loadRuntime() : undefined;
  const line = firstLine ? app.catalogue.load(firstLine).catch(() => undefined) : undefined;
  const firstScreen =
    signedIn && firstList && line
      ? line.then(() => {
          const def = app.catalogue.current().definitions.get(firstList);
          return def ? readFirstScreen(app, firstList, defaultListParams(def)) : undefined;
        })
      : undefined;
  const [, , answers] = await Promise.all([
    line,
    runtime && atMost(runtime, FIRST_RENDER_WAITS_MS),
    // a failure is the screen's to show, when it asks itself
    firstScreen && atMost(firstScreen.catch(() => undefined), FIRST_RENDER_WAITS_MS),
  ]);
  if (answers) storeFirstScreen(app.queryClient, answers);
  return () => <App app={app} />;
};
