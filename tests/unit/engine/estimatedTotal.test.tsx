/**
 * A big list's total may be the database's estimate (DataBase/List's totalIsEstimate, issue 50): the pager then says
 * "about", in the user's language; an exact total reads as react-admin's own range.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createDocumentedProvider } from '../../../dataProviders/documentedProvider';
import type { ApiRequest, HttpClient } from '../../../dataProviders/httpClient';
import { ResourceList } from '../../../src/engine/ResourceList';
import { renderWithAdmin } from '../support/renderWithAdmin';
import { getResource } from '../support/lines';

const rows = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, name: `Base ${i + 1}`, alias: `B${i + 1}`, status: true, databaseType: 1 }));

const listing = (extra: object) => {
  const http = vi.fn(async (request: ApiRequest) =>
    request.path === 'DataBase/List'
      ? { isSuccess: true, message: '', data: { items: rows, totalItemCount: 100_028, ...extra } }
      : { isSuccess: true, message: '', data: [] },
  );
  return createDocumentedProvider(http as unknown as HttpClient, getResource);
};

describe("the databases list's pager", () => {
  it('says "about" when the total is an estimate, its numbers in the locale', async () => {
    renderWithAdmin(<ResourceList />, { dataProvider: listing({ totalIsEstimate: true }), resource: 'databases' });
    expect(await screen.findByText('1-10 of about 100,028')).toBeInTheDocument();
  });

  it('in Spanish: "de aproximadamente"', async () => {
    renderWithAdmin(<ResourceList />, { dataProvider: listing({ totalIsEstimate: true }), resource: 'databases', locale: 'es' });
    expect(await screen.findByText('1-10 de aproximadamente 100.028')).toBeInTheDocument();
  });

  it('reads an exact total as react-admin does', async () => {
    renderWithAdmin(<ResourceList />, { dataProvider: listing({}), resource: 'databases' });
    expect(await screen.findByText('1-10 of 100028')).toBeInTheDocument();
    expect(screen.queryByText(/about/)).not.toBeInTheDocument();
  });
});
