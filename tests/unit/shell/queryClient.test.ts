// @vitest-environment node
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { retryUnlessRefused } from '../../../src/shell/queryClient';

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
