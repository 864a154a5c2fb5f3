import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, TestMemoryRouter, type DataProvider } from 'react-admin';
import type { Location } from 'react-router-dom';
import { messagesByLanguage, withCalls } from '../support/lines';

export const testI18n = (locale: 'en' | 'es' = 'en') =>
  polyglotI18nProvider((l) => messagesByLanguage[l as 'en' | 'es'], locale, [], { allowMissing: true });

/** Renders inside react-admin's context (data provider, i18n, store, router) at `path`. */
export const renderWithAdmin = (
  ui: ReactNode,
  { dataProvider = {}, path = '/', onLocation }: { dataProvider?: Partial<DataProvider>; path?: string; onLocation?: (l: Location) => void } = {},
) =>
  render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={onLocation}>
      <AdminContext dataProvider={withCalls(dataProvider as DataProvider & { call?: never }) as DataProvider} i18nProvider={testI18n()} store={memoryStore()}>
        {ui}
      </AdminContext>
    </TestMemoryRouter>,
  );
