// Issue 51: the bulk editor offline (src/engine/bulk/BulkEditDialog.tsx, useOfflineBulk.ts): no server preview; the
// rows this device never read are named before saving; one queued update per row read (react-admin's update,
// optimistic, in the queue's scope, marked, on the record as read), shown at once, sent in order once back online.
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BulkEditDialog } from '../../../src/engine/bulk/BulkEditDialog';
import { bulkOfflineMessages } from '../../../src/engine/bulk/offlineMessages';
import { offlineMessages } from '../../../src/engine/offline/messages';
import { QUEUE_SCOPE } from '../../../src/engine/offline/queuedWrites';
import { LINES, resource } from '../support/lines';
import { renderWithAdmin } from '../support/renderWithAdmin';

afterEach(() => onlineManager.setOnline(true));

const store = (id: number) => ({ id, name: `Tienda ${id}`, address: `Calle ${id}`, idDepartment: 1, idCity: 10, department: 'Antioquia', city: 'Medellín', state: 'Abierto', version: id + 1 });
const LIST = ['stores', 'getList', { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'ASC' }, filter: {}, meta: undefined }];

/** A query client with the list's first page read (stores 1 and 2 of 3), and the console offline. */
const offlineWithPage = () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(LIST, { data: [store(1), store(2)], total: 3 });
  onlineManager.setOnline(false);
  return queryClient;
};

const open = (queryClient: QueryClient, props: { ids: number[]; notRead?: number }, locale: 'en' | 'es' = 'en') => {
  const update = vi.fn(async (_resource: string, params: { id: number; data: Record<string, unknown> }) => ({ data: { ...params.data } }));
  const call = vi.fn(async () => {
    throw new Error('no server call offline');
  });
  const onQueued = vi.fn();
  const onClose = vi.fn();
  renderWithAdmin(<BulkEditDialog def={resource('stores')} rowOf={() => undefined} onApplied={vi.fn()} onQueued={onQueued} onClose={onClose} {...props} />, {
    locale,
    resource: 'stores',
    dataProvider: { update, call },
    queryClient,
    notifications: true,
    lines: [...LINES.map((line) => line.messages), bulkOfflineMessages, offlineMessages],
  });
  return { update, call, onQueued, onClose };
};

describe('the bulk editor offline', () => {
  it('says which rows cannot be changed, queues one update per row read on its record as read, shows them at once and sends them once back online', async () => {
    const queryClient = offlineWithPage();
    const { update, call, onQueued, onClose } = open(queryClient, { ids: [1, 2, 3] });
    const dialog = screen.getByRole('dialog', { name: 'Edit 3 rows' });
    expect(within(dialog).getByText(/You are offline: the server cannot preview this change/)).toBeInTheDocument();
    expect(within(dialog).getByText('1 of the 3 rows was not read on this device and cannot be changed offline.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Preview' })).toBeNull();

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Address' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Address/ }), { target: { value: 'Avenida 9' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save for 2 rows on this device' }));
    const confirm = await screen.findByRole('dialog', { name: 'Save the bulk edit on this device?' });
    expect(confirm).toHaveTextContent('2 rows change here at once and are sent when the connection is back. The server has not checked them yet');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onQueued).toHaveBeenCalled();
    expect(await screen.findByText('Saved on this device: 2 rows are sent when the connection is back.')).toBeInTheDocument();
    // nothing sent: two writes wait in the queue's scope, marked, each over the record as the list held it
    expect(update).not.toHaveBeenCalled();
    expect(call).not.toHaveBeenCalled();
    const queued = queryClient.getMutationCache().getAll();
    expect(
      queued.map(({ state, options }) => {
        const variables = state.variables as { resource: string; id: number; data: Record<string, unknown>; previousData: Record<string, unknown> };
        return [state.isPaused, options.scope?.id, options.mutationKey?.[0], variables.id, variables.data['@queued'], variables.data.address, variables.data.version, variables.previousData];
      }),
    ).toEqual([
      [true, QUEUE_SCOPE.id, 'stores', 1, true, 'Avenida 9', 2, store(1)],
      [true, QUEUE_SCOPE.id, 'stores', 2, true, 'Avenida 9', 3, store(2)],
    ]);
    // the list shows the new values at once
    expect((queryClient.getQueryData(LIST) as { data: Array<{ address: string }> }).data.map((row) => row.address)).toEqual(['Avenida 9', 'Avenida 9']);

    // back online: sent one after the other, each on the version it was read at
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update.mock.calls.map(([name, params]) => [name, params.id, params.data.address, params.data.version])).toEqual([
      ['stores', 1, 'Avenida 9', 2],
      ['stores', 2, 'Avenida 9', 3],
    ]);
  });

  it('rows that already have the value: nothing to queue, it says so', async () => {
    const queryClient = offlineWithPage();
    queryClient.setQueryData(LIST, { data: [{ ...store(1), address: 'Avenida 9' }], total: 1 });
    const { onClose } = open(queryClient, { ids: [1] });
    const dialog = screen.getByRole('dialog', { name: 'Edit 1 row' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Address' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Address/ }), { target: { value: 'Avenida 9' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save for 1 row on this device' }));
    expect(await within(dialog).findByText('No row would change.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Save the bulk edit on this device?' })).toBeNull();
    expect(queryClient.getMutationCache().getAll()).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('es, "Editar todos (N)" with no row of the filter read on this device: says so, nothing can be saved', () => {
    const queryClient = offlineWithPage();
    open(queryClient, { ids: [], notRead: 40 }, 'es');
    const dialog = screen.getByRole('dialog', { name: 'Editar 40 filas' });
    expect(within(dialog).getByText('Ninguna de estas filas se leyó en este dispositivo: podrán cambiarse cuando vuelva la conexión.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Guardar 0 filas en este dispositivo' })).toBeDisabled();
  });

  it('es: the rows of "Editar todos (N)" this device never read are counted with those of the selection', () => {
    const queryClient = offlineWithPage();
    open(queryClient, { ids: [1, 2], notRead: 38 }, 'es');
    const dialog = screen.getByRole('dialog', { name: 'Editar 40 filas' });
    expect(within(dialog).getByText('38 de las 40 filas no se leyeron en este dispositivo y no pueden cambiarse sin conexión.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Guardar 2 filas en este dispositivo' })).toBeEnabled();
  });

  it('online: the server’s preview, as before (no offline note)', () => {
    const queryClient = new QueryClient();
    open(queryClient, { ids: [1, 2, 3] });
    const dialog = screen.getByRole('dialog', { name: 'Edit 3 rows' });
    expect(within(dialog).getByRole('button', { name: 'Preview' })).toBeEnabled();
    expect(dialog.querySelector('[data-bulk-offline]')).toBeNull();
  });
});
