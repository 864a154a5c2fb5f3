/**
 * The first list's screen gets its answers before the app's first render (src/shell/lines/primeFirstList.ts), under
 * react-admin's own query keys. Stored under a key react-admin does not read (a drift after an upgrade), the screen
 * would ask again and draw once per answer: these tests see that it asks nothing again and draws its rows at once.
 */
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { AuthProvider } from 'react-admin';
import { defaultListParams } from '../../../dataProviders/documentedProvider';
import { ResourceList } from '../../../src/engine/ResourceList';
import { FIRST_SCREEN_ACCESS, FIRST_SCREEN_FRESH_MS, readFirstScreen, storeFirstScreen } from '../../../src/shell/lines/primeFirstList';
import { renderWithAdmin } from '../support/renderWithAdmin';
import { resource } from '../support/lines';

const ROWS = [
  { id: 1, name: 'Ventas', alias: 'VT', databaseType: 1, storage: 'disk', status: true },
  { id: 2, name: 'Logística', alias: 'LG', databaseType: 2, storage: 'disk', status: false },
];

const providers = () => {
  const authProvider = {
    login: vi.fn(),
    logout: vi.fn(async () => undefined),
    checkError: vi.fn(async () => undefined),
    checkAuth: vi.fn(async () => undefined),
    getPermissions: undefined,
    canAccess: vi.fn(async ({ action }: { action: string }) => action !== 'delete'),
  } as unknown as AuthProvider & { checkAuth: ReturnType<typeof vi.fn>; canAccess: ReturnType<typeof vi.fn> };
  const dataProvider = {
    getList: vi.fn(async () => ({ data: ROWS, total: 2 })),
    getMany: vi.fn(async () => ({ data: [] })),
    call: vi.fn(async () => ({ isSuccess: true, message: '', data: null })),
  };
  return { authProvider, dataProvider };
};

describe('the first list screen drawn from answers read before the first render', () => {
  it('draws its rows in its first render and asks for none of those answers again', async () => {
    const { authProvider, dataProvider } = providers();
    const def = resource('databases');
    const answers = await readFirstScreen({ authProvider, dataProvider: dataProvider as never }, 'databases', defaultListParams(def));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    storeFirstScreen(queryClient, answers);
    expect(dataProvider.getList).toHaveBeenCalledTimes(1);
    expect(authProvider.canAccess).toHaveBeenCalledTimes(FIRST_SCREEN_ACCESS.length);

    renderWithAdmin(<ResourceList />, { dataProvider, authProvider, resource: 'databases', queryClient });
    // no waiting: the rows are in the first render
    expect(screen.getByText('Logística')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    // the screen has mounted its readers: none of them asked again
    await screen.findByText('Ventas');
    await new Promise((done) => setTimeout(done, 50));
    expect(dataProvider.getList).toHaveBeenCalledTimes(1);
    expect(authProvider.checkAuth).toHaveBeenCalledTimes(1);
    expect(authProvider.canAccess).toHaveBeenCalledTimes(FIRST_SCREEN_ACCESS.length);
  });

  it('draws its rows in a commit that asks for no second one at once: the browser paints them before anything else', async () => {
    const { authProvider, dataProvider } = providers();
    const answers = await readFirstScreen({ authProvider, dataProvider: dataProvider as never }, 'databases', defaultListParams(resource('databases')));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    storeFirstScreen(queryClient, answers);
    // each commit of the list, and whether the rows were on screen after it; a state set in a commit (a ref or a
    // layout effect: MUI's Tooltip, Select, react-hook-form's form) is drawn at once, in the same task, as a
    // 'nested-update', which holds the rows' paint back until every effect has run and that pass is done
    const commits: Array<{ phase: string; rows: boolean }> = [];
    const onRender: ProfilerOnRenderCallback = (_id, phase) => commits.push({ phase, rows: screen.queryByText('Logística') !== null });
    renderWithAdmin(
      <Profiler id="list" onRender={onRender}>
        <ResourceList />
      </Profiler>,
      { dataProvider, authProvider, resource: 'databases', queryClient },
    );
    // what comes after the first screen has come: the search box, the sort buttons' tooltips
    await screen.findByRole('textbox');
    expect(commits[0]).toEqual({ phase: 'mount', rows: true });
    expect(commits[1]?.phase).not.toBe('nested-update');
  });

  it('keeps each answer fresh only a moment: a screen opened later asks again', async () => {
    const { authProvider, dataProvider } = providers();
    const answers = await readFirstScreen({ authProvider, dataProvider: dataProvider as never }, 'databases', defaultListParams(resource('databases')));
    const staleAt = (queryClient: QueryClient) =>
      queryClient
        .getQueryCache()
        .getAll()
        // (the permissions are left to react-admin's own 5 minutes)
        .filter((query) => query.queryKey[1] !== 'getPermissions' && query.isStaleByTime(queryClient.getQueryDefaults(query.queryKey).staleTime as number))
        .map((query) => query.queryKey[1]);
    const justRead = new QueryClient();
    storeFirstScreen(justRead, answers);
    expect(staleAt(justRead)).toEqual([]);
    const readEarlier = new QueryClient();
    storeFirstScreen(readEarlier, answers, Date.now() - FIRST_SCREEN_FRESH_MS - 1);
    expect(staleAt(readEarlier)).toEqual(['checkAuth', ...FIRST_SCREEN_ACCESS.map(() => 'canAccess'), 'getList']);
    // read when they were: a later read of the same records is newer (the offline bulk edit picks the newest)
    expect(readEarlier.getQueryState(['databases', 'getList', defaultListParams(resource('databases'))])!.dataUpdatedAt).toBeLessThan(Date.now());
  });

  it('reads nothing when the session is not valid: the screen goes to sign-in as usual', async () => {
    const { authProvider, dataProvider } = providers();
    authProvider.checkAuth.mockRejectedValue({ redirectTo: '/login' });
    await expect(readFirstScreen({ authProvider, dataProvider: dataProvider as never }, 'databases', defaultListParams(resource('databases')))).rejects.toEqual({
      redirectTo: '/login',
    });
  });
});
