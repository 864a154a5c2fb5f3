// Issue 33 item 4: every table's pager speaks the reader's language, its range ("1–10 de 60") and its buttons'
// names, "Rows per page" where it offers a choice. The e2e pagers spec walks the screens in Spanish; this renders
// each kind of pager as the app does (its i18n provider and its theme, MUI's own texts in Spanish through
// themeOptionsFor) in English and Spanish: the shared PagedTable in the back office's words (BackOfficeTable) and
// in the satellite-TV line's, the reports' Paging, the repair orders' OrderTable (MUI's texts from the theme), a
// plain MUI TablePagination with a choice of sizes (the mailbox's) and react-admin's Pagination (the engine's lists).
import { within } from '@testing-library/react';
import { TablePagination } from '@mui/material';
import type { ReactNode } from 'react';
import { ListContextProvider, Pagination, useList } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Line } from '../../../src/lines/defineLine';
import { BackOfficeTable } from '../../../src/lines/repairBackOffice/shared/BackOfficeTable';
import { OrderTable } from '../../../src/lines/repairOrders/OrderTable';
import { OrderReadsProvider } from '../../../src/lines/repairOrders/orderReads';
import { Paging } from '../../../src/lines/reports/Paging';
import { PagedTable as SatellitePagedTable } from '../../../src/lines/satelliteTv/PagedTable';
import { renderWithAdmin, type Locale } from '../support/renderWithAdmin';

// every business line's texts, as the console has them once each line loads
const lineModules = import.meta.glob<{ default: Line }>('../../../src/lines/*/index.ts', { eager: true });
const lines = Object.values(lineModules).map((module) => module.default.messages);

const renderIn = (locale: Locale, ui: ReactNode) => renderWithAdmin(ui, { locale, lines, theme: true });

/** What a reader of the pager sees: its range, its buttons' names, its "Rows per page" label (when it has one). */
const pagerOf = async (container: HTMLElement) => {
  // once the rows are there (the order table asks for its page first)
  const range = await within(container).findByText(/^[1-9]\d*[–-]\d+/, { selector: '.MuiTablePagination-displayedRows' });
  const buttons = [...container.querySelectorAll('.MuiTablePagination-actions button')].map((button) => button.getAttribute('aria-label') ?? button.getAttribute('title') ?? '');
  const rowsPerPage = container.querySelector('.MuiTablePagination-selectLabel')?.textContent ?? null;
  return { range: range.textContent, buttons, rowsPerPage };
};

const COLUMNS = [{ key: 'name', label: 'app.backOffice.users.fields.name', render: (row: { id: number }) => `Fila ${row.id}` }];
const ROWS = Array.from({ length: 10 }, (_, index) => ({ id: index + 1 }));
const table = { title: 'Tabla', columns: COLUMNS, rows: ROWS, rowKey: (row: { id: number }) => row.id, total: 60, pageIndex: 1, pageSize: 10, onPage: () => {}, loading: false };

const MailboxLikePager = () => (
  <TablePagination component="div" count={60} page={0} rowsPerPage={10} rowsPerPageOptions={[10, 25, 50]} onPageChange={() => {}} onRowsPerPageChange={() => {}} />
);

const ReactAdminPager = () => {
  const list = useList({ data: Array.from({ length: 60 }, (_, index) => ({ id: index + 1 })), perPage: 10 });
  return <ListContextProvider value={list}><Pagination /></ListContextProvider>;
};

const orderReads = { scope: 'test', listOrders: async () => ({ items: [], totalItemCount: 60 }), searchOrders: async () => ({ items: [], totalItemCount: 0 }), orderDetails: async () => null };

const PAGERS: Array<{ name: string; ui: ReactNode }> = [
  { name: 'the back office (BackOfficeTable)', ui: <BackOfficeTable {...table} /> },
  { name: 'the satellite-TV screens (their PagedTable)', ui: <SatellitePagedTable {...table} /> },
  { name: 'the reports (Paging)', ui: <Paging count={60} page={0} pageSize={10} onPage={() => {}} /> },
  { name: 'the repair orders (OrderTable)', ui: <OrderReadsProvider reads={orderReads as never}><OrderTable states={[]} actions={() => null} /></OrderReadsProvider> },
  { name: 'a MUI pager with a choice of sizes (the mailbox)', ui: <MailboxLikePager /> },
  { name: 'react-admin lists (Pagination)', ui: <ReactAdminPager /> },
];

const EXPECTED = {
  en: {
    range: /^1[–-]10 of 60$/, next: /^(Go to next page|Next page)$/, previous: /^(Go to previous page|Previous page)$/, rowsPerPage: 'Rows per page:',
    foreign: /\bde\b|siguiente|anterior|página|filas|ir a/i,
  },
  es: {
    range: /^1[–-]10 de 60$/, next: /^(Ir a la página siguiente|Página siguiente)$/, previous: /^(Ir a la página anterior|Página anterior)$/, rowsPerPage: 'Filas por página:',
    foreign: /\bof\b|next|previous|page|rows|go to/i,
  },
} as const;

describe('every kind of table pager speaks the reader language', () => {
  for (const locale of ['en', 'es'] as const) {
    const expected = EXPECTED[locale];
    for (const pager of PAGERS) {
      it(`${locale}: ${pager.name}`, async () => {
        const { container } = renderIn(locale, pager.ui);
        const { range, buttons, rowsPerPage } = await pagerOf(container);
        expect(range).toMatch(expected.range);
        expect(buttons.some((name) => expected.next.test(name))).toBe(true);
        expect(buttons.some((name) => expected.previous.test(name))).toBe(true);
        for (const text of [range, ...buttons, rowsPerPage ?? '']) expect(text).not.toMatch(expected.foreign);
        // "Rows per page" only where the reader may choose a size
        if (rowsPerPage !== null) expect(rowsPerPage).toBe(expected.rowsPerPage);
      });
    }
  }

  it('the pagers with a choice of sizes name it: the mailbox’s and react-admin’s', async () => {
    for (const locale of ['en', 'es'] as const) {
      for (const ui of [<MailboxLikePager key="mailbox" />, <ReactAdminPager key="ra" />]) {
        const { container, unmount } = renderIn(locale, ui);
        expect((await pagerOf(container)).rowsPerPage).toBe(EXPECTED[locale].rowsPerPage);
        unmount();
      }
    }
  });
});
