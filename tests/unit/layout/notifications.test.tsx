import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../../src/shell/auth/session';
import { NotificationsMenu } from '../../../src/shell/layout/notifications/NotificationsMenu';
import { ProcessIcon, processVisual } from '../../../src/shell/layout/notifications/notificationProcess';
import { createRealtimeConnection, followNotifications, NOTIFICATION_EVENT, realtimeConnection } from '../../../src/shell/layout/notifications/realtimeConnection';
import { useRealtimeNotifications } from '../../../src/shell/layout/notifications/useRealtimeNotifications';
import { REFRESH_SPINNER_MS, useRefreshWithSpinner } from '../../../src/shell/layout/notifications/useNotifications';
import { renderWithAdmin } from '../support/renderWithAdmin';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the icon of a notification', () => {
  it('differs per process value, and an unknown value gets a neutral one', () => {
    const visuals = ['PENDING', 'PENDING...', 'COMPLETE', 'ERROR'].map(processVisual);
    expect(new Set(visuals.map((v) => v.Icon)).size).toBe(4);
    expect(visuals.map((v) => v.color)).toEqual(['warning', 'info', 'success', 'error']);
    expect(processVisual('SOMETHING').label).toBe('app.layout.notifications.process.unknown');
    expect(processVisual('constructor').label).toBe('app.layout.notifications.process.unknown');
  });

  it.each([
    ['PENDING', 'Pending'],
    ['PENDING...', 'Processing'],
    ['COMPLETE', 'Completed'],
    ['ERROR', 'Failed'],
  ])('%s is shown with the title "%s"', (process, title) => {
    renderWithAdmin(<ProcessIcon process={process} />);
    expect(screen.getByRole('img', { name: title })).toHaveAttribute('data-process', process);
  });
});

describe('following notifications on the socket (issue 20: a dropped socket)', () => {
  const emitter = (connected: boolean) => {
    const handlers = new Map<string, Set<(...args: unknown[]) => void>>();
    return {
      connected,
      on: (event: string, handler: (...args: unknown[]) => void) => handlers.set(event, (handlers.get(event) ?? new Set()).add(handler)),
      off: (event: string, handler: (...args: unknown[]) => void) => handlers.get(event)?.delete(handler),
      emit: (event: string, ...args: unknown[]) => handlers.get(event)?.forEach((handler) => handler(...args)),
      count: () => [...handlers.values()].reduce((n, set) => n + set.size, 0),
    };
  };

  it('fetches the list again on each reconnection, not on the first connection, and each notification once', () => {
    const socket = emitter(false);
    const onNotification = vi.fn();
    const onReconnect = vi.fn();
    const unfollow = followNotifications(socket as never, { onNotification, onReconnect });
    socket.emit('connect');
    expect(onReconnect).not.toHaveBeenCalled();
    socket.emit(NOTIFICATION_EVENT, 1);
    expect(onNotification).toHaveBeenCalledTimes(1);
    // the connection drops and comes back
    socket.emit('disconnect', 'transport close');
    socket.emit('connect');
    expect(onReconnect).toHaveBeenCalledTimes(1);
    expect(onNotification).toHaveBeenCalledTimes(1);
    unfollow();
    expect(socket.count()).toBe(0);
  });

  it('a socket already connected when followed counts its next connect as a reconnection', () => {
    const socket = emitter(true);
    const onReconnect = vi.fn();
    followNotifications(socket as never, { onNotification: vi.fn(), onReconnect });
    socket.emit('connect');
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });
});

describe('the real-time connection', () => {
  const fakeSocket = () => ({ disconnect: vi.fn() }) as unknown as Socket & { disconnect: ReturnType<typeof vi.fn> };

  it('survives an unmount-and-mount in the same tick (StrictMode) with one socket, and closes when let go', () => {
    vi.useFakeTimers();
    const sockets: Array<ReturnType<typeof fakeSocket>> = [];
    const connection = createRealtimeConnection((token) => {
      expect(token).toBe('t1');
      const socket = fakeSocket();
      sockets.push(socket);
      return socket;
    });
    const first = connection.hold('t1');
    first.release();
    const second = connection.hold('t1');
    vi.runAllTimers();
    expect(sockets).toHaveLength(1);
    expect(second.socket).toBe(first.socket);
    expect(sockets[0].disconnect).not.toHaveBeenCalled();

    second.release();
    second.release(); // twice is harmless
    vi.runAllTimers();
    expect(sockets[0].disconnect).toHaveBeenCalledTimes(1);
    expect(connection.isOpen()).toBe(false);
  });

  it('opens a new socket for a new token and closes the old one', () => {
    const sockets: Array<ReturnType<typeof fakeSocket>> = [];
    const connection = createRealtimeConnection(() => {
      const socket = fakeSocket();
      sockets.push(socket);
      return socket;
    });
    connection.hold('t1');
    connection.hold('t2');
    expect(sockets).toHaveLength(2);
    expect(sockets[0].disconnect).toHaveBeenCalled();
    expect(sockets[1].disconnect).not.toHaveBeenCalled();
  });
});

describe('the refresh control', () => {
  it('reloads at once and spins for 1.5 s, ignoring clicks meanwhile', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    const { result } = renderHook(() => useRefreshWithSpinner(reload));
    act(() => result.current.refresh());
    expect(reload).toHaveBeenCalledTimes(1);
    expect(result.current.refreshing).toBe(true);
    act(() => result.current.refresh());
    expect(reload).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(REFRESH_SPINNER_MS - 1));
    expect(result.current.refreshing).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.refreshing).toBe(false);
  });
});

describe('the notifications dropdown', () => {
  beforeEach(() => localStorage.setItem(SESSION_KEYS.userId, '1'));

  const rows = [
    { id: 11, process: 'COMPLETE', code: 'PED-1', message: 'Cargue sin novedades' },
    { id: 12, process: 'ERROR', code: 'INV-2', message: 'Serial duplicado' },
  ];

  it('counts the notifications, lists them with their icon, and disabling one removes it', async () => {
    let answer = rows;
    const call = vi.fn(async ({ path, query }: { path: string; query?: Record<string, unknown> }) => {
      if (path === 'ProcessBlod/DisableNotification') {
        answer = answer.filter((row) => row.id !== query?.IdTransactionBlodFile);
        return { isSuccess: true, message: '', data: query?.IdTransactionBlodFile };
      }
      return { isSuccess: true, message: '', data: answer };
    });
    renderWithAdmin(<NotificationsMenu />, { dataProvider: { call } as never });
    // asked for once the first screen is drawn (useAfterFirstScreen)
    await waitFor(() => expect(call).toHaveBeenCalledWith({ method: 'GET', path: 'ProcessBlod/GetNotificationBlod', query: { idUser: 1 } }));
    const bell = screen.getByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(within(bell).getByText('2')).toBeInTheDocument());
    fireEvent.click(bell);
    const dropdown = screen.getByRole('dialog', { name: 'Notifications' });
    expect(within(dropdown).getByRole('img', { name: 'Failed' })).toBeInTheDocument();
    fireEvent.click(within(dropdown).getByRole('button', { name: 'Disable notification INV-2' }));
    await waitFor(() => expect(within(dropdown).queryByText('INV-2')).not.toBeInTheDocument());
    expect(call).toHaveBeenCalledWith({ method: 'POST', path: 'ProcessBlod/DisableNotification', query: { IdTransactionBlodFile: 12 } });
    expect(within(dropdown).getByText('PED-1')).toBeInTheDocument();
  });

  it('only logs a load error: the bell stays, with no count and no message', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const call = vi.fn(async () => {
      throw new Error('upload host down');
    });
    renderWithAdmin(<NotificationsMenu />, { dataProvider: { call } as never });
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Notifications could not be loaded:', expect.any(Error)));
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(screen.getByText('You have no notifications.')).toBeInTheDocument();
    expect(screen.queryByText(/upload host down/)).not.toBeInTheDocument();
  });

  // what the e2e of a pushed notification reads on screen, in each language (the e2e runs the Spanish pass only)
  const TEXTS = {
    en: { button: 'Notifications', received: 'Notification received', disable: 'Disable notification', refresh: 'Refresh notifications', complete: 'Completed', pending: 'Pending' },
    es: { button: 'Notificaciones', received: 'Notificación recibida', disable: 'Desactivar la notificación', refresh: 'Actualizar notificaciones', complete: 'Completado', pending: 'Pendiente' },
  } as const;

  const Bell = () => {
    useRealtimeNotifications();
    return <NotificationsMenu />;
  };

  it.each(['en', 'es'] as const)('%s: a pushed notification shows the toast and its row, named in the language (bell, icons, disable, refresh)', async (locale) => {
    const text = TEXTS[locale];
    localStorage.setItem(SESSION_KEYS.token, 't1');
    // the app's one socket: a fake the test pushes on (the server emits the user's id)
    const handlers = new Map<string, (...args: unknown[]) => void>();
    const socket = { connected: true, on: (event: string, handler: (...args: unknown[]) => void) => handlers.set(event, handler), off: vi.fn() };
    vi.spyOn(realtimeConnection, 'hold').mockReturnValue({ socket: socket as never, release: vi.fn() });
    let answer: typeof rows = [];
    const call = vi.fn(async () => ({ isSuccess: true, message: '', data: answer }));
    renderWithAdmin(<Bell />, { dataProvider: { call } as never, locale, notifications: true });
    await waitFor(() => expect(handlers.has(NOTIFICATION_EVENT)).toBe(true));

    answer = [{ id: 21, process: 'PENDING', code: 'PED-9', message: '' }, { id: 22, process: 'COMPLETE', code: 'PED-8', message: '' }];
    act(() => handlers.get(NOTIFICATION_EVENT)!(1));
    expect(await screen.findByText(text.received)).toBeInTheDocument();
    const bell = screen.getByRole('button', { name: text.button });
    await waitFor(() => expect(within(bell).getByText('2')).toBeInTheDocument());
    fireEvent.click(bell);
    const dropdown = screen.getByRole('dialog', { name: text.button });
    expect(within(dropdown).getByRole('img', { name: text.pending })).toHaveAttribute('data-process', 'PENDING');
    expect(within(dropdown).getByRole('img', { name: text.complete })).toHaveAttribute('data-process', 'COMPLETE');
    expect(within(dropdown).getByRole('button', { name: `${text.disable} PED-9` })).toBeInTheDocument();
    expect(within(dropdown).getByRole('button', { name: text.refresh })).toBeEnabled();
  });
});
