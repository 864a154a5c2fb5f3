import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { createDataProvider } from '../../dataProviders';
import { createHttpClient } from '../../dataProviders/httpClient';
import { createAuthProvider } from '../../src/shell/auth/authProvider';
import { SESSION_KEYS, takeReturnPath } from '../../src/shell/auth/session';
import type { ResourceDefinition } from '../../contracts/resourceDefinition';
import { getResource } from './support/lines';

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

/** A fetch that records every call and answers from a queue of [status, body] pairs. */
const fakeFetch = (...answers: Array<[number, unknown, Record<string, string>?]>) => {
  const calls: Call[] = [];
  const fn = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    calls.push({
      url: String(url),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    });
    const [status, body, headers = {}] = answers.length > 1 ? answers.shift()! : answers[0];
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  });
  return { fn, calls };
};

const ok = (data: unknown, message = '') => ({ isSuccess: true, message, data });

const setup = (...answers: Array<[number, unknown, Record<string, string>?]>) => {
  const { fn, calls } = fakeFetch(...answers);
  vi.stubGlobal('fetch', fn);
  const options = {
    apiBase: () => '/api/',
    moduleBase: () => 'http://module.example/api/',
    token: () => 'tok-123',
    language: () => 'es',
  };
  return { provider: createDataProvider(options, getResource), http: createHttpClient(options), calls };
};

describe('documented-endpoint data provider (databases)', () => {
  it('getList sends 1-based paging, sort and filters in the body and reads items and total', async () => {
    const { provider, calls } = setup([200, ok({ items: [{ id: 11, name: 'Inventario' }], totalItemCount: 28 })]);
    const result = await provider.getList('databases', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'name', order: 'DESC' },
      filter: { q: 'inv' },
    });
    expect(calls[0].url).toBe('/api/DataBase/List');
    expect(calls[0].method).toBe('POST');
    expect(calls[0].body).toEqual({ pageIndex: 2, pageSize: 10, sortField: 'name', sortOrder: 'DESC', search: 'inv' });
    expect(result).toEqual({ data: [{ id: 11, name: 'Inventario' }], total: 28 });
  });

  it('sends the bearer token and the language on every call', async () => {
    const { provider, calls } = setup([200, ok({ id: 3, name: 'x' })]);
    await provider.getOne('databases', { id: 3 });
    expect(calls[0].headers.get('Authorization')).toBe('Bearer tok-123');
    expect(calls[0].headers.get('Accept-Language')).toBe('es');
  });

  it('getOne calls the GET endpoint with the id as query parameter', async () => {
    const { provider, calls } = setup([200, ok({ id: 3, name: 'Facturación' })]);
    const { data } = await provider.getOne('databases', { id: 3 });
    expect(calls[0]).toMatchObject({ url: '/api/DataBase/Get?id=3', method: 'GET' });
    expect(data).toEqual({ id: 3, name: 'Facturación' });
  });

  it('getMany fetches every id', async () => {
    const { provider, calls } = setup([200, ok({ id: 1 })], [200, ok({ id: 2 })]);
    const { data } = await provider.getMany('databases', { ids: [1, 2] });
    expect(calls.map((c) => c.url)).toEqual(['/api/DataBase/Get?id=1', '/api/DataBase/Get?id=2']);
    expect(data.map((r) => r.id)).toEqual([1, 2]);
  });

  it('getManyReference filters the list by the target', async () => {
    const { provider, calls } = setup([200, ok({ items: [], totalItemCount: 0 })]);
    await provider.getManyReference('databases', {
      target: 'dataBaseId',
      id: 7,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(calls[0].body).toMatchObject({ pageIndex: 1, dataBaseId: 7 });
  });

  it('create sends id 0 and returns the id the server gives', async () => {
    const { provider, calls } = setup([200, ok(29, 'Successful process.')]);
    const { data } = await provider.create('databases', { data: { name: 'Nueva', alias: 'NUE' } });
    expect(calls[0]).toMatchObject({ url: '/api/DataBase/Save', method: 'POST', body: { name: 'Nueva', alias: 'NUE', id: 0 } });
    expect(data).toEqual({ name: 'Nueva', alias: 'NUE', id: 29 });
  });

  it('update sends the whole record with its id', async () => {
    const { provider, calls } = setup([200, ok(4)]);
    const { data } = await provider.update('databases', {
      id: 4,
      data: { name: 'Nuevo nombre' },
      previousData: { id: 4, name: 'Viejo', alias: 'V' },
    });
    expect(calls[0].body).toEqual({ id: 4, name: 'Nuevo nombre', alias: 'V' });
    expect(data).toEqual({ id: 4, name: 'Nuevo nombre', alias: 'V' });
  });

  it('refuses delete on a resource with no delete endpoint, without calling the server', async () => {
    const { provider, calls } = setup([200, ok(null)]);
    await expect(provider.delete('databases', { id: 1 })).rejects.toThrow(/cannot be deleted/);
    expect(calls).toHaveLength(0);
  });

  it('turns isSuccess false into an HttpError with the server message and the field errors', async () => {
    const envelope = { isSuccess: false, message: 'The field name is required', data: null, errors: { name: 'Required' } };
    const { provider } = setup([400, envelope]);
    const error = await provider.create('databases', { data: {} }).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('The field name is required');
    expect(error.status).toBe(400);
    expect(error.body.errors).toEqual({ name: 'Required', root: { serverError: 'The field name is required' } });
  });

  it('treats a 200 with isSuccess false as a failure too', async () => {
    const { provider } = setup([200, { isSuccess: false, message: 'Nombre duplicado', data: null }]);
    await expect(provider.getOne('databases', { id: 1 })).rejects.toMatchObject({ message: 'Nombre duplicado' });
  });

  it('reports a network failure with a translatable message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const provider = createDataProvider({ apiBase: () => '/api/', token: () => null }, getResource);
    await expect(provider.getOne('databases', { id: 1 })).rejects.toMatchObject({ message: 'app.errors.network', status: 0 });
  });
});

describe('401 signs the user out', () => {
  beforeEach(() => localStorage.clear());

  it('a 401 answer becomes an HttpError 401 and checkError clears the session and redirects to /login', async () => {
    const { provider, http } = setup([401, { isSuccess: false, message: 'Session expired', data: null }]);
    localStorage.setItem(SESSION_KEYS.token, 'tok-123');
    localStorage.setItem(SESSION_KEYS.authenticated, 'true');
    const error = await provider.getList('databases', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} }).catch((e) => e);
    expect(error.status).toBe(401);
    const auth = createAuthProvider(http, getResource);
    await expect(auth.checkError(error)).rejects.toMatchObject({ redirectTo: '/login' });
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.authenticated)).toBe('false');
    await expect(auth.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
  });

  it('a session the server refuses mid-session remembers where the user was, for that same user only (issue 20)', async () => {
    const { http } = setup([200, ok(null)]);
    localStorage.setItem(SESSION_KEYS.token, 'tok-123');
    localStorage.setItem(SESSION_KEYS.authenticated, 'true');
    localStorage.setItem(SESSION_KEYS.login, 'Operador');
    window.history.replaceState(null, '', '/system/configuration/data-bases?page=3#top');
    await expect(createAuthProvider(http, getResource).checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/login' });
    expect(takeReturnPath('admin')).toBeNull();
    // taken once: a second sign-in starts at home
    window.history.replaceState(null, '', '/system/configuration/data-bases?page=3#top');
    localStorage.setItem(SESSION_KEYS.token, 'tok-456');
    localStorage.setItem(SESSION_KEYS.authenticated, 'true');
    localStorage.setItem(SESSION_KEYS.login, 'Operador');
    await createAuthProvider(http, getResource).checkError({ status: 401 }).catch(() => undefined);
    expect(takeReturnPath('operador')).toBe('/system/configuration/data-bases?page=3#top');
    expect(takeReturnPath('operador')).toBeNull();
    // signed out already (no session): nothing to go back to
    window.history.replaceState(null, '', '/system/myAccount');
    await createAuthProvider(http, getResource).checkError({ status: 401 }).catch(() => undefined);
    expect(takeReturnPath('operador')).toBeNull();
  });

  it('a 403 does not sign out', async () => {
    const { http } = setup([200, ok(null)]);
    await expect(createAuthProvider(http, getResource).checkError({ status: 403 })).resolves.toBeUndefined();
  });

  it('login stores the session keys of spec 01 §3', async () => {
    const session = {
      token: 'abc', name: 'Administrador', email: 'admin@grupoandino.co', transactionDate: '2026-11-21T10:00:00Z',
      sessionId: 's-1', userId: 1, changePassword: 'True', status: true, login: 'admin', codBodega: 'BOG-001',
    };
    const { http, calls } = setup([200, ok(session)]);
    await createAuthProvider(http, getResource).login({ username: 'admin', password: 'Admin#2026' });
    expect(calls[0].body).toEqual({ login: 'admin', password: 'Admin#2026' });
    expect(localStorage.getItem('auth_userId')).toBe('1');
    expect(localStorage.getItem('authenticated')).toBe('true');
    expect(localStorage.getItem('cod_bodega')).toBe('BOG-001');
    expect(localStorage.getItem('token')).toBe('abc');
  });
});

describe('module calls and custom calls', () => {
  it('a module call takes its base from the url parameter and adds the token', async () => {
    const { provider, calls } = setup([200, ok([])]);
    await provider.call({ path: 'Products/GetCatalogList', base: 'module', query: { id: 5 } });
    expect(calls[0].url).toBe('http://module.example/api/Products/GetCatalogList?id=5&token=tok-123');
  });

  it('a module call without the url parameter fails clearly', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const provider = createDataProvider({ apiBase: () => '/api/', moduleBase: () => null, token: () => 't' }, getResource);
    await expect(provider.call({ path: 'Products/List', base: 'module' })).rejects.toMatchObject({ message: 'app.errors.missing_module_url' });
  });
});

describe('generic REST provider (warehouses)', () => {
  it('sends simple-rest paging to /api/rest with the token and reads Content-Range', async () => {
    const { provider, calls } = setup([200, [{ id: 1, name: 'Bodega Central' }], { 'Content-Range': 'warehouses 0-0/30' }]);
    const result = await provider.getList('warehouses', { pagination: { page: 1, perPage: 10 }, sort: { field: 'code', order: 'ASC' }, filter: { q: 'bog' } });
    const url = new URL(calls[0].url, 'http://x');
    expect(url.pathname).toBe('/api/rest/warehouses');
    expect(JSON.parse(url.searchParams.get('range')!)).toEqual([0, 9]);
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ q: 'bog' });
    expect(calls[0].headers.get('Authorization')).toBe('Bearer tok-123');
    expect(result.total).toBe(30);
  });
});

describe('endpoints that answer every row (no paging)', () => {
  it('filters, sorts and pages the rows locally, sending only declared filters', async () => {
    const { createDocumentedProvider } = await import('../../dataProviders/documentedProvider');
    const def = {
      ...(getResource('databases') as ResourceDefinition),
      name: 'entries',
      endpoints: {
        list: { method: 'GET' as const, path: 'Permission/ListPermint', filters: { databaseId: 'idDatabase' }, itemsPath: '', totalPath: '' },
        get: { method: 'GET' as const, path: 'x', idParam: 'id' },
        save: { method: 'POST' as const, path: 'y' },
      },
    };
    const rows = [
      { id: 1, name: 'Reporte de Ventas', tableType: 'R' },
      { id: 2, name: 'Tabla de Órdenes', tableType: 'T' },
      { id: 3, name: 'Reporte de órdenes abiertas', tableType: 'R' },
      { id: 4, name: 'Inventario', tableType: 'T' },
    ];
    const calls: unknown[] = [];
    const http = vi.fn(async (request: unknown) => {
      calls.push(request);
      return { isSuccess: true, message: '', data: rows };
    });
    const provider = createDocumentedProvider(http as never, () => def);
    const result = await provider.getList('entries', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'name', order: 'DESC' },
      filter: { q: 'ORDENES', databaseId: 7 },
    });
    expect(calls[0]).toMatchObject({ method: 'GET', path: 'Permission/ListPermint', query: { idDatabase: 7 } });
    expect(result.total).toBe(2);
    expect(result.data.map((r) => r.id)).toEqual([2]);
    const page2 = await provider.getList('entries', { pagination: { page: 2, perPage: 1 }, sort: { field: 'name', order: 'DESC' }, filter: { q: 'ordenes' } });
    expect(page2.data.map((r) => r.id)).toEqual([3]);
  });
});

describe('a child resource get that names its parent', () => {
  it('sends the parent id under parentParam when the query carries it', async () => {
    const { createDocumentedProvider } = await import('../../dataProviders/documentedProvider');
    const def = {
      name: 'menus',
      recordRepresentation: 'name',
      fields: [],
      list: { columns: [], pageSize: 10 },
      endpoints: {
        list: { method: 'POST' as const, path: 'Menu/List', itemsPath: 'items', totalPath: 'totalItemCount' },
        get: { method: 'POST' as const, path: 'Menu/Get', idParam: 'id', parentParam: 'databaseId', recordPath: 'row.0' },
        save: { method: 'POST' as const, path: 'Menu/Save' },
      },
    };
    const http = vi.fn(async () => ({ isSuccess: true, message: '', data: { row: [{ id: 5, name: 'Inicio' }], items: [] } }));
    const provider = createDocumentedProvider(http as never, () => def);
    const { data } = await provider.getOne('menus', { id: 5, meta: { parentId: 2 } });
    expect(http).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', path: 'Menu/Get', body: { id: 5, databaseId: 2 } }));
    expect(data).toEqual({ id: 5, name: 'Inicio' });
  });
});

describe('a resource whose calls name who acts (endpoints.actor)', () => {
  it('sends the signed-in user under that name with its list, create and save calls, not with its delete', async () => {
    const { createDocumentedProvider } = await import('../../dataProviders/documentedProvider');
    const def = getResource('loanPhones') as ResourceDefinition;
    expect(def.endpoints?.actor).toBe('idUser');
    const http = vi.fn(async (_request: unknown) => ({ isSuccess: true, message: '', data: { items: [{ id: 3, idUser: 9 }], totalItemCount: 1, id: 3 } }));
    const provider = createDocumentedProvider(http as never, () => def, { actorId: () => '4' });
    await provider.getList('loanPhones', { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    await provider.create('loanPhones', { data: { imei: '356938035643809' } });
    // a row saved by someone else: who saves now is the signed-in user
    await provider.update('loanPhones', { id: 3, data: { imei: '356938035643817' }, previousData: { id: 3, idUser: 9 } });
    await provider.delete('loanPhones', { id: 3, previousData: { id: 3 } });
    const [list, created, updated, deleted] = http.mock.calls.map(([request]) => request as Record<string, any>);
    expect(list).toMatchObject({ method: 'GET', path: 'LoanDevice/GetAll', query: { idUser: 4, pageIndex: 1, pageSize: 20 } });
    expect(created).toMatchObject({ path: 'LoanDevice/Save', body: { imei: '356938035643809', idUser: 4 } });
    expect(updated).toMatchObject({ path: 'LoanDevice/Update', body: { id: 3, idUser: 4 } });
    expect(deleted).toEqual(expect.objectContaining({ path: 'LoanDevice/Delete', query: { id: 3 } }));
  });
});

describe('record versions (contracts §B)', () => {
  const CONFLICT = {
    isSuccess: false,
    message: 'Ana Gómez modificó este registro el 22/11/2026 10:14. Recárguelo para ver sus cambios.',
    data: { version: 6, changedBy: { id: 3, name: 'Ana Gómez' }, changedAt: '2026-11-22T15:14:00Z' },
  };

  it('a documented save sends the version loaded and answers the new one from X-Record-Version', async () => {
    const { provider, calls } = setup([200, ok(4), { 'X-Record-Version': '6' }]);
    const { data } = await provider.update('databases', { id: 4, data: { name: 'Nuevo', version: 5 }, previousData: { id: 4, name: 'Viejo', version: 5 } });
    expect(calls[0].body).toEqual({ id: 4, name: 'Nuevo', version: 5 });
    expect(data).toEqual({ id: 4, name: 'Nuevo', version: 6 });
  });

  it('a creation takes the version the server gives it', async () => {
    const { provider } = setup([200, ok(30), { 'X-Record-Version': '1' }]);
    const { data } = await provider.create('databases', { data: { name: 'Nueva' } });
    expect(data).toEqual({ name: 'Nueva', id: 30, version: 1 });
  });

  it('a stale documented save becomes an HttpError 409 with the server message and the current version', async () => {
    const { provider } = setup([409, CONFLICT]);
    const error = await provider.update('databases', { id: 4, data: { name: 'x', version: 5 }, previousData: { id: 4, version: 5 } }).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 409, message: CONFLICT.message, body: { data: CONFLICT.data } });
  });

  it('a REST save sends the version and a stale one becomes the same HttpError 409', async () => {
    const { provider, calls } = setup([409, CONFLICT]);
    const error = await provider.update('warehouses', { id: 2, data: { id: 2, name: 'x', version: 5 }, previousData: { id: 2, version: 5 } }).catch((e) => e);
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { id: 2, name: 'x', version: 5 } });
    expect(error).toMatchObject({ status: 409, message: CONFLICT.message, body: { data: CONFLICT.data } });
  });
});
