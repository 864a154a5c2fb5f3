import { useMemo, useState, useSyncExternalStore } from 'react';
import { Admin, CustomRoutes } from 'react-admin';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { createConsole } from './console';
import { DefinitionsProvider } from './engine/DefinitionsContext';
import { AppLayout } from './layout/AppLayout';
import { lineElements } from './lines/lineRoutes';
import { LoginPage } from './login/LoginPage';
import { Dashboard } from './system/Dashboard';
import { ErrorPage, NotAuthorized, NotFound } from './system/ErrorPages';
import { MyAccount } from './system/MyAccount';
import { HOME_PATH } from './routes';
import { themeOptions } from './theme';

const GoHome = () => <Navigate to={HOME_PATH} replace />;
/** react-admin sends a refused page (canAccess false) to /access-denied; the spec's 401 page lives here */
const GoNotAuthorized = () => <Navigate to="/system/not-authorized" replace />;

/**
 * The console: the shell's routes, and the business lines' resources and pages as each line loads. The providers
 * and the catalogue of definitions are made once here and injected (react-admin's providers, the definitions
 * context); real paths (/system/configuration/data-bases), not react-admin's default hash routes.
 */
export const App = () => {
  const [{ i18nProvider, catalogue, dataProvider, authProvider, lines }] = useState(createConsole);
  const state = useSyncExternalStore(catalogue.subscribe, catalogue.current);
  const children = useMemo(
    () => [
      ...lineElements(lines, state, catalogue),
      <CustomRoutes key="shell">
        <Route path="/system" element={<GoHome />} />
        <Route path={HOME_PATH} element={<Dashboard />} />
        <Route path="/system/myAccount" element={<MyAccount />} />
        <Route path="/system/not-authorized" element={<NotAuthorized />} />
      </CustomRoutes>,
      <CustomRoutes key="shell-without-layout" noLayout>
        <Route path="/error" element={<ErrorPage />} />
      </CustomRoutes>,
    ],
    [lines, state, catalogue],
  );
  return (
    <BrowserRouter>
      <DefinitionsProvider value={state.definitions}>
        <Admin
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          layout={AppLayout}
          theme={themeOptions}
          loginPage={LoginPage}
          catchAll={NotFound}
          accessDenied={GoNotAuthorized}
          dashboard={GoHome}
          title="app.title"
          requireAuth
          disableTelemetry
        >
          {children}
        </Admin>
      </DefinitionsProvider>
    </BrowserRouter>
  );
};
