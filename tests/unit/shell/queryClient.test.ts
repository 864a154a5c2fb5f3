// @vitest-environment node
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { createQueryClient, retryUnlessRefused } from '../../../src/shell/queryClient';

describe('retryUnlessRefused', () => {
  it('does not ask again what the server refused', () => {
    for (const status of [400, 401, 403, 404, 409, 422]) expect(retryUnlessRefused(0, new HttpError('no', status))).toBe(false);
  });
  it('asks a timeout, a throttle, a server error or a lost connection again, three times', () => {
    for (const error of [new HttpError('slow', 408), new HttpError('busy', 429), new HttpError('down', 503), new TypeError('Failed to fetch')]) {
      expect(retryUnlessRefused(0, error)).toBe(true);
      expect(retryUnlessRefused(2, error)).toBe(true);
      expect(retryUnlessRefused(3, error)).toBe(false);
    }
  });
});

describe('the query client of a console opened offline (issue 51)', () => {
  it('starts offline when the browser is, and still runs a read that needs no network once', async () => {
    const onLine = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    Object.defineProperty(globalThis, 'navigator', { value: { onLine: false }, configurable: true });
    try {
      const client = createQueryClient();
      client.mount(); // as QueryClientProvider does: the client follows the connection
      expect(onlineManager.isOnline()).toBe(false);
      // react-admin's session and permission checks are reads of the device: they must not wait for the connection
      await expect(client.fetchQuery({ queryKey: ['auth', 'canAccess', { resource: 'databases' }], queryFn: async () => true })).resolves.toBe(true);
      // the API's wait for it (react-admin's edit page takes a failed read for a missing record)
      const waiting = client.fetchQuery({ queryKey: ['databases', 'getOne', { id: 3 }], queryFn: async () => 'answered' });
      await new Promise((done) => setTimeout(done, 20));
      expect(client.getQueryState(['databases', 'getOne', { id: 3 }])?.fetchStatus).toBe('paused');
      onlineManager.setOnline(true);
      await expect(waiting).resolves.toBe('answered');
    } finally {
      if (onLine) Object.defineProperty(globalThis, 'navigator', onLine);
      else Reflect.deleteProperty(globalThis, 'navigator');
      onlineManager.setOnline(true);
    }
  });
});
