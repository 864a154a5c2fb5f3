/**
 * The first list's screen drawn in one render (issue 50). Opened by its address, the list's screen asks react-query
 * for the session, the permissions, the access to the resource's actions and the first page, and react-admin draws
 * the page once per answer: the layout without the list until the session is checked, the list without rows until
 * the access to it is, the rows last, each pass in turn (about 120 ms of a cold load on this machine, all of it
 * before the rows). Every one of those answers is known before the app's first render: the session and the menu
 * flags are on the device or already asked for (main.tsx), and the page was asked for early (src/boot/main.tsx,
 * dataProviders/earlyRequest.ts). Read here through the same providers and stored under react-admin's keys, they
 * are there when the first render asks. Headless.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider, DataProvider, GetListParams, GetListResult } from 'react-admin';

/**
 * The access the list's screen checks as it opens, under react-admin's keys: its page (react-admin's list asks
 * with `enabled`), its Create button, its rows' edit and show, its Export and its bulk delete.
 */
export const FIRST_SCREEN_ACCESS: ReadonlyArray<{ action: string; enabled?: boolean }> = [
  { action: 'list', enabled: true },
  { action: 'create' },
  { action: 'edit' },
  { action: 'show' },
  { action: 'export' },
  { action: 'delete' },
];

/**
 * How long the answers read here count as fresh after they are read (react-query asks again for an answer that is
 * not, as a reader mounts): the first render mounts their readers well within it, and is not followed by the same
 * calls again. Their keys keep it (react-query's staleTime); a save or a live event still invalidates them.
 */
export const FIRST_SCREEN_FRESH_MS = 3000;

export interface FirstScreenAnswers {
  resource: string;
  params: GetListParams;
  permissions: unknown;
  access: boolean[];
  page: GetListResult;
}

/**
 * The answers the first list's screen asks for, read through the app's providers (the page through the data
 * provider, which hands over the answer asked for early). Rejects when any of them fails: the screen then asks
 * itself, and shows its loading, its sign-in page or its error as usual.
 */
export const readFirstScreen = async (
  { authProvider, dataProvider }: { authProvider: AuthProvider; dataProvider: DataProvider },
  resource: string,
  params: GetListParams,
): Promise<FirstScreenAnswers> => {
  // the same calls, and the same results, as react-admin's hooks make (useAuthState, usePermissions, useCanAccess,
  // useGetList)
  const [, permissions, access, page] = await Promise.all([
    authProvider.checkAuth({}),
    authProvider.getPermissions ? authProvider.getPermissions({}) : [],
    Promise.all(FIRST_SCREEN_ACCESS.map(({ action }) => (authProvider.canAccess ? authProvider.canAccess({ action, resource }) : true))),
    dataProvider.getList(resource, params),
  ]);
  return { resource, params, permissions: permissions ?? null, access, page };
};

/** Stores the answers under the keys react-admin's hooks read, fresh for FIRST_SCREEN_FRESH_MS. */
export const storeFirstScreen = (queryClient: QueryClient, answers: FirstScreenAnswers, now = Date.now()): void => {
  const { resource, params, permissions, access, page } = answers;
  const store = (key: unknown[], data: unknown) => {
    queryClient.setQueryDefaults(key, { staleTime: FIRST_SCREEN_FRESH_MS });
    queryClient.setQueryData(key, data, { updatedAt: now });
  };
  store(['auth', 'checkAuth', {}], true);
  // read by react-admin's routes even with no getPermissions (whose answer it then ignores); stored, that read does not
  // render the routes again as it ends. react-admin keeps it 5 minutes itself.
  queryClient.setQueryData(['auth', 'getPermissions', {}], permissions, { updatedAt: now });
  FIRST_SCREEN_ACCESS.forEach(({ action, enabled }, index) =>
    store(['auth', 'canAccess', { action, resource, ...(enabled === undefined ? {} : { enabled }) }], access[index]),
  );
  const { data, total, pageInfo, meta } = page;
  store([resource, 'getList', params], { data, total, pageInfo, meta });
};
