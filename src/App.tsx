import { Admin, CustomRoutes } from 'react-admin';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { resources } from '../resources';
import { createDataProvider } from '../dataProviders';
import { createHttpClient } from '../dataProviders/httpClient';
import { createAuthProvider } from './auth/authProvider';
import { sessionToken } from './auth/session';
import { runtimeConfig } from './config';
import { resourceElements } from './engine/registerResources';
import { i18nProvider } from './i18n/i18nProvider';
import { AppLayout } from './layout/AppLayout';

const httpOptions = {
  apiBase: () => runtimeConfig().apiBase,
  moduleBase: () => new URLSearchParams(window.location.search).get('url'),
  token: sessionToken,
  language: () => i18nProvider.getLocale(),
};
const dataProvider = createDataProvider(httpOptions);
const authProvider = createAuthProvider(createHttpClient(httpOptions));

const HOME = '/system/configuration/data-bases';

// real paths (/system/configuration/data-bases), not react-admin's default hash routes
export const App = () => (
  <BrowserRouter>
  <Admin
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    layout={AppLayout}
    title="app.title"
    dashboard={() => <Navigate to={HOME} replace />}
    requireAuth
    disableTelemetry
  >
    {resourceElements(Object.values(resources))}
    <CustomRoutes>
      <Route path="/system" element={<Navigate to={HOME} replace />} />
    </CustomRoutes>
  </Admin>
  </BrowserRouter>
);
