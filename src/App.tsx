import { Admin, CustomRoutes } from 'react-admin';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { resources } from '../resources';
import { apiClient } from './apiClient';
import { createAuthProvider } from './auth/authProvider';
import { dataProvider } from './dataProvider';
import { resourceElements } from './engine/registerResources';
import { i18nProvider } from './i18n/i18nProvider';
import { AppLayout } from './layout/AppLayout';
import { LoginPage } from './login/LoginPage';
import { Dashboard } from './system/Dashboard';
import { ErrorPage, NotAuthorized, NotFound } from './system/ErrorPages';
import { MyAccount } from './system/MyAccount';
import { HOME_PATH } from './routes';
import { themeOptions } from './theme';

const authProvider = createAuthProvider(apiClient);

const GoHome = () => <Navigate to={HOME_PATH} replace />;
/** react-admin sends a refused page (canAccess false) to /access-denied; the spec's 401 page lives here */
const GoNotAuthorized = () => <Navigate to="/system/not-authorized" replace />;

// real paths (/system/configuration/data-bases), not react-admin's default hash routes
export const App = () => (
  <BrowserRouter>
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
      {resourceElements(Object.values(resources))}
      <CustomRoutes>
        <Route path="/system" element={<GoHome />} />
        <Route path={HOME_PATH} element={<Dashboard />} />
        <Route path="/system/myAccount" element={<MyAccount />} />
        <Route path="/system/not-authorized" element={<NotAuthorized />} />
      </CustomRoutes>
      <CustomRoutes noLayout>
        <Route path="/error" element={<ErrorPage />} />
      </CustomRoutes>
    </Admin>
  </BrowserRouter>
);
