import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { ResourceContextProvider, useNotificationContext, useNotify, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { ResourceEdit } from '../../../src/engine/ResourceEditors';
import { renderWithAdmin, type Locale } from '../support/renderWithAdmin';

const WAREHOUSE = { id: 1, code: 'BOG-001', name: 'Bodega Bogotá Norte', city: 'Bogotá', address: '', phone: '', active: true, version: 4 };

afterEach(() => vi.useRealTimers());

describe('issue 10 item 10: a save says spec 01 §8 "Successful process." in the user language', () => {
  it.each<[Locale, string]>([
    ['en', 'Successful process.'],
    ['es', 'Proceso exitoso.'],
  ])('%s', async (locale, text) => {
    const dataProvider: Partial<DataProvider> = {
      getOne: vi.fn(async () => ({ data: WAREHOUSE })) as never,
      getList: vi.fn(async () => ({ data: [WAREHOUSE], total: 1 })) as never,
      update: vi.fn(async (_r: string, { data }: { data: object }) => ({ data: { ...WAREHOUSE, ...data } })) as never,
    };
    renderWithAdmin(
      <ResourceContextProvider value="warehouses">
        <Routes>
          <Route path="/warehouses" element={<p>list</p>} />
          <Route path="/warehouses/:id" element={<ResourceEdit />} />
        </Routes>
      </ResourceContextProvider>,
      { dataProvider, path: '/warehouses/1', locale, notifications: true },
    );
    const name = await screen.findByLabelText(locale === 'en' ? /^Name/ : /^Nombre/);
    await waitFor(() => expect(name).toHaveValue('Bodega Bogotá Norte'));
    fireEvent.change(name, { target: { value: 'Bodega Norte' } });
    fireEvent.click(screen.getByRole('button', { name: locale === 'en' ? 'Save' : 'Guardar' }));
    expect(await screen.findByText(text)).toBeVisible();
    expect(screen.queryByText(/Element (created|updated)|Elemento (creado|actualizado)/)).toBeNull();
  });
});

const Shout = () => {
  const notify = useNotify();
  return <button onClick={() => notify('Saved it', { type: 'info' })}>shout</button>;
};

describe('issue 10 item 5: a toast stays 10,000 ms (spec 01 §9)', () => {
  it('is still shown after 9.5 s and gone after 10 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithAdmin(<Shout />, { notifications: true });
    fireEvent.click(screen.getByRole('button', { name: 'shout' }));
    expect(await screen.findByText('Saved it')).toBeVisible();
    await act(async () => {
      vi.advanceTimersByTime(9_500);
    });
    expect(screen.getByText('Saved it')).toBeVisible();
    await act(async () => {
      vi.advanceTimersByTime(1_500);
    });
    await waitFor(() => expect(screen.queryByText('Saved it')).toBeNull());
  });
});

/**
 * Two calls failing together (a record and its tabs): the second toast is queued by an effect of the very commit in
 * which react-admin's Notification takes the first, so the first is taken and replaced before it is ever drawn.
 */
const SecondInSameCommit = () => {
  const notify = useNotify();
  const { notifications } = useNotificationContext();
  const sent = useRef(false);
  useEffect(() => {
    if (!sent.current && notifications.some(({ message }) => message === 'The field id must be an integer.')) {
      sent.current = true;
      notify('Element does not exist', { type: 'error' });
    }
  }, [notifications, notify]);
  return null;
};

const Scanner = () => {
  const notify = useNotify();
  return (
    <>
      <button onClick={() => notify('First scan', { type: 'info' })}>first</button>
      <button onClick={() => notify('Second scan', { type: 'error' })}>second</button>
      <button onClick={() => notify('The field id must be an integer.', { type: 'error' })}>both</button>
      <SecondInSameCommit />
      {/* the next result comes while the Undo toast shows, with no click (a click away closes a toast) */}
      <button
        onClick={() => {
          notify('Saved, undo?', { type: 'info', undoable: true });
          setTimeout(() => notify('Second scan', { type: 'error' }), 500);
        }}
      >
        undoable
      </button>
    </>
  );
};

describe('a newer toast replaces the shown one instead of waiting its 10 s (scanner results come seconds apart)', () => {
  it('shows the second result within a second, the first gone', async () => {
    renderWithAdmin(<Scanner />, { notifications: true });
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    expect(await screen.findByText('First scan')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'second' }));
    expect(await screen.findByText('Second scan', undefined, { timeout: 1_000 })).toBeVisible();
    expect(screen.queryByText('First scan')).toBeNull();
  });

  it('two toasts queued in one commit: the second is neither lost nor held behind the first', async () => {
    renderWithAdmin(<Scanner />, { notifications: true });
    fireEvent.click(screen.getByRole('button', { name: 'both' }));
    expect(await screen.findByText('Element does not exist', undefined, { timeout: 2_000 })).toBeVisible();
  });

  it('but a toast that offers Undo keeps its time: the next one waits', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithAdmin(<Scanner />, { notifications: true });
    fireEvent.click(screen.getByRole('button', { name: 'undoable' }));
    expect(await screen.findByText('Saved, undo?')).toBeVisible();
    await act(async () => {
      vi.advanceTimersByTime(2_000);
    });
    expect(screen.getByText('Saved, undo?')).toBeVisible();
    expect(screen.queryByText('Second scan')).toBeNull();
  });
});
