/**
 * main.tsx starts the opened list's first call while the app's code downloads (virtual:first-lists, built from the
 * definitions). It only helps if it is exactly the call the list screen then makes: a drift would cost a second
 * request instead of saving one.
 */
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import firstListsByRoute from 'virtual:first-lists';
import { createDocumentedProvider } from '../../../dataProviders/documentedProvider';
import type { ApiRequest, HttpClient } from '../../../dataProviders/httpClient';
import { ResourceList } from '../../../src/engine/ResourceList';
import { renderWithAdmin } from '../support/renderWithAdmin';
import { definitionList, getResource } from '../support/lines';

// a list whose call names who asks (endpoints.actor) is left out: the build does not know the user
const listed = definitionList.filter((def) => def.routes && def.endpoints?.list && !def.endpoints.actor);

describe('the first list call started before the app loads', () => {
  it('exists for every list route of a resource with a documented list call, and for no other', () => {
    expect(Object.keys(firstListsByRoute).sort()).toEqual(listed.map((def) => def.routes!.list.toLowerCase()).sort());
    expect(firstListsByRoute['/system/configuration/data-bases']).toEqual({
      resource: 'databases',
      request: { method: 'POST', path: 'DataBase/List', body: { pageIndex: 1, pageSize: 10, sortField: 'id', sortOrder: 'ASC' } },
    });
  });

  it.each(listed.map((def) => def.name))('is the call the %s list makes when it opens', async (name) => {
    const http = vi.fn(async (_request: ApiRequest) => ({ isSuccess: true, message: '', data: { items: [], totalItemCount: 0 } }));
    renderWithAdmin(<ResourceList />, { dataProvider: createDocumentedProvider(http as unknown as HttpClient, getResource), resource: name });
    const first = Object.values(firstListsByRoute).find((entry) => entry.resource === name)!;
    // the list's own call (a filter's choices may be asked for too)
    const ownCall = () => http.mock.calls.map(([request]) => request).find((request) => request.path === first.request.path);
    await waitFor(() => expect(ownCall()).toBeDefined());
    expect(ownCall()).toEqual(first.request);
  });
});
