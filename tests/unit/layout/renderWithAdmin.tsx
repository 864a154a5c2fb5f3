import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, TestMemoryRouter, type AuthProvider, type DataProvider } from 'react-admin';
import type { Location } from 'react-router-dom';
import { messagesByLanguage } from '../../../src/i18n/i18nProvider';

export const testI18n = (locale: 'en' | 'es' = 'en') =>
  polyglotI18nProvider((l) => messagesByLanguage[l as 'en' | 'es'], locale, [], { allowMissing: true });

interface RenderOptions {
  dataProvider?: Partial<DataProvider>;
  path?: string;
  onLocation?: (l: Location) => void;
  locale?: 'en' | 'es';
  authProvider?: AuthProvider;
}

/** Renders inside react-admin's context (data provider, i18n, store, router) at `path`; queries do not retry. */
export const renderWithAdmin = (ui: ReactNode, { dataProvider = {}, path = '/', onLocation, locale = 'en', authProvider }: RenderOptions = {}) =>
  render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={onLocation}>
      <AdminContext
        dataProvider={dataProvider as DataProvider}
        i18nProvider={testI18n(locale)}
        store={memoryStore()}
        authProvider={authProvider}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        {ui}
      </AdminContext>
    </TestMemoryRouter>,
  );
