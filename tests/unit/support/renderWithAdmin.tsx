import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactNode } from 'react';
import {
  AdminContext,
  memoryStore,
  ResourceContextProvider,
  TestMemoryRouter,
  type AuthProvider,
  type DataProvider,
  type Store,
} from 'react-admin';
import type { Location } from 'react-router-dom';
import { messagesWith } from '../../../src/shell/i18n/i18nProvider';
import { deepMerge, type MessageTree } from '../../../src/shell/i18n/defineMessages';
import { AppNotification } from '../../../src/shell/layout/AppNotification';
import { themeOptionsFor } from '../../../src/shell/themeLocale';
import { messagesByLanguage, WithDefinitions, withCalls } from './lines';

export type Locale = 'en' | 'es';

type LineTexts = Parameters<typeof messagesWith>[0];

/**
 * The app's messages in one language, as the app's i18n provider has them (missing keys shown as keys); with `lines`,
 * the shell's and those lines' texts (as the console has them once those lines loaded), for lines the unit lines
 * (support/lines.tsx) leave out.
 */
export const testI18n = (locale: Locale = 'en', lines?: LineTexts[]) => {
  let messages = lines ? messagesWith(...lines) : messagesByLanguage;
  const provider = polyglotI18nProvider((lang) => messages[lang as Locale], locale, [], { allowMissing: true });
  // the texts a lazily loaded part adds when it renders (useMessageSlot), as the console's provider takes them
  const setMessages = (_slot: string, more: { en: MessageTree; es: MessageTree }) => {
    const merged = (language: Locale) => deepMerge(messages[language] as MessageTree, more[language]) as (typeof messages)[Locale];
    messages = { en: merged('en'), es: merged('es') };
    void provider.changeLocale(provider.getLocale());
  };
  return { ...provider, setMessages };
};

export interface AdminHarnessOptions {
  /** a fake data provider (any object with the methods the part calls; spies welcome) */
  dataProvider?: object;
  /** shorthand for a data provider that only answers custom calls: `{ call }` */
  call?: (request: never) => Promise<unknown>;
  /** absent: every action is allowed (react-admin's default without an auth provider) */
  authProvider?: AuthProvider;
  locale?: Locale;
  /** the router's first location */
  path?: string;
  /** told every location the router goes to */
  onLocation?: (location: Location) => void;
  /** a store of its own (e.g. localStorage's, to outlive an unmount), or initial values of a fresh memory store */
  store?: Store | Record<string, unknown>;
  /** renders inside this resource's context (the engine's screens read it) */
  resource?: string;
  /** adds the console's toast (react-admin's, 10 s), for parts that notify */
  notifications?: boolean;
  /** the texts of these lines with the shell's, instead of the unit lines' (testI18n) */
  lines?: LineTexts[];
  /** the console's theme for the locale (MUI's components' own texts in that language, as the app has them) */
  theme?: boolean;
  /** a query client of the test's own (reads already cached, writes to look at); else a fresh one that does not retry */
  queryClient?: QueryClient;
}

const isStore = (value: AdminHarnessOptions['store']): value is Store => typeof (value as Store | undefined)?.getItem === 'function';

/**
 * The one render harness of the unit tests: `ui` inside react-admin's contexts (router, data and auth providers,
 * i18n, store, a query client that does not retry, so a failure shows at once).
 */
export const renderWithAdmin = (ui: ReactNode, options: AdminHarnessOptions = {}) => {
  const { call, authProvider, locale = 'en', path = '/', onLocation, store = {}, resource, notifications = false, lines, theme = false } = options;
  const dataProvider = withCalls((options.dataProvider ?? (call ? { call } : {})) as { call?: never }) as unknown as DataProvider;
  const queryClient = options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={onLocation}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={testI18n(locale, lines)}
        theme={theme ? themeOptionsFor(locale) : undefined}
        store={isStore(store) ? store : memoryStore(store)}
        queryClient={queryClient}
      >
        <WithDefinitions>{resource ? <ResourceContextProvider value={resource}>{ui}</ResourceContextProvider> : ui}</WithDefinitions>
        {notifications && <AppNotification />}
      </AdminContext>
    </TestMemoryRouter>,
  );
};
