// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarly, withEarlyAnswers } from '../../../dataProviders/earlyRequest';
import type { ApiRequest, HttpClient } from '../../../dataProviders/httpClient';

const LIST: ApiRequest = { method: 'POST', path: 'DataBase/List', body: { pageIndex: 1, pageSize: 10, sortField: 'id', sortOrder: 'ASC' } };
const answering = (label: string) => vi.fn(async (request: ApiRequest) => ({ isSuccess: true, message: '', data: { label, path: request.path } })) as unknown as HttpClient & ReturnType<typeof vi.fn>;

afterEach(() => vi.useRealTimers());

describe('a request started before the app has loaded', () => {
  it('answers the first identical call without asking the server again, and only that one', async () => {
    const early = answering('early');
    const later = answering('later');
    startEarly(early, LIST);
    const http = withEarlyAnswers(later);
    await expect(http({ ...LIST, body: { pageIndex: 1, pageSize: 10, sortField: 'id', sortOrder: 'ASC' } })).resolves.toMatchObject({ data: { label: 'early' } });
    expect(later).not.toHaveBeenCalled();
    await expect(http(LIST)).resolves.toMatchObject({ data: { label: 'later' } });
    expect(early).toHaveBeenCalledTimes(1);
  });

  it('keeps several early calls apart: each answers its own call', async () => {
    const PUBLISHED: ApiRequest = { method: 'GET', path: 'ResourceDesigner/Published' };
    const early = answering('early');
    startEarly(early, LIST);
    startEarly(early, PUBLISHED);
    const later = answering('later');
    const http = withEarlyAnswers(later);
    await expect(http(PUBLISHED)).resolves.toMatchObject({ data: { label: 'early', path: 'ResourceDesigner/Published' } });
    await expect(http(LIST)).resolves.toMatchObject({ data: { label: 'early', path: 'DataBase/List' } });
    expect(later).not.toHaveBeenCalled();
    await expect(http(PUBLISHED)).resolves.toMatchObject({ data: { label: 'later' } });
  });

  it('is not used for another page, sort or endpoint', async () => {
    startEarly(answering('early'), LIST);
    const later = answering('later');
    const http = withEarlyAnswers(later);
    await expect(http({ ...LIST, body: { pageIndex: 2, pageSize: 10, sortField: 'id', sortOrder: 'ASC' } })).resolves.toMatchObject({ data: { label: 'later' } });
    await expect(http({ ...LIST, method: 'GET' })).resolves.toMatchObject({ data: { label: 'later' } });
    expect(later).toHaveBeenCalledTimes(2);
  });

  it('is not used once it is old (the rows may have changed)', async () => {
    vi.useFakeTimers();
    startEarly(answering('early'), LIST);
    vi.advanceTimersByTime(16_000);
    const later = answering('later');
    await expect(withEarlyAnswers(later)(LIST)).resolves.toMatchObject({ data: { label: 'later' } });
  });

  it('hands its failure to the call that claims it, and a failure nobody claims is not an unhandled rejection', async () => {
    const failing = vi.fn(async () => Promise.reject(new Error('401'))) as unknown as HttpClient;
    startEarly(failing, LIST);
    await expect(withEarlyAnswers(answering('later'))(LIST)).rejects.toThrow('401');
    startEarly(failing, { ...LIST, path: 'Role/List' });
  });
});
