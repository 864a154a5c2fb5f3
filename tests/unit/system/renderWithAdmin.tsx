import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, TestMemoryRouter, type DataProvider } from 'react-admin';
import { messagesByLanguage, withCalls } from '../support/lines';

/** Renders a system page inside react-admin's contexts, in English or Spanish, with a fake data provider. */
export const renderWithAdmin = (
  page: ReactNode,
  { call = async () => ({ isSuccess: true, message: '', data: null }), locale = 'en', store = {}, path = '/' }: {
    call?: (request: unknown) => Promise<unknown>;
    locale?: 'en' | 'es';
    store?: Record<string, unknown>;
    path?: string;
  } = {},
) => {
  const i18nProvider = polyglotI18nProvider((lang) => messagesByLanguage[lang as 'en' | 'es'], locale, [], { allowMissing: true });
  // no retries: a failure shows at once
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const dataProvider = withCalls({ call } as never) as unknown as DataProvider;
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore(store)} queryClient={queryClient}>
        {page}
      </AdminContext>
    </TestMemoryRouter>,
  );
};
