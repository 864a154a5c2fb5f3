import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { reportMessages } from '../../../src/lines/reports/messages';
import { ReportRows } from '../../../src/lines/reports/ReportRows';
import { ReportViewer } from '../../../src/lines/reports/ReportViewer';
import { renderWithAdmin, type Locale } from '../support/renderWithAdmin';

// The viewer's and the configuration's names a user (and a screen reader) finds them by, in both languages: the e2e
// screens pass of reports.spec.ts runs in Spanish only (the English one is a reviewer's, @review).

/** A report that has run: one column, one row (the viewer's reads are the e2e tests'). */
const viewer = {
  report: { data: { reportId: 17, name: 'Existencias', parameters: [] }, isPending: false, isError: false, error: null },
  result: { rows: [{ sku: 'SKU-000001' }], columns: [{ name: 'sku', alias: 'SKU', groupTypesDataId: 1 }], parameters: [], limit: 1000, truncated: false, elapsedMs: 3 },
  values: {}, setValue: vi.fn(), filterColumns: [], filters: [], applyFilter: false, errorRow: undefined, setFilters: vi.fn(),
  limit: '1000', setLimit: vi.fn(), running: false, execute: vi.fn(), exportPage: vi.fn(), page: 0, setPage: vi.fn(), sending: false, sendEmail: vi.fn(),
};
vi.mock('../../../src/lines/reports/useReportViewer', () => ({ useReportViewer: () => viewer }));
vi.mock('../../../src/lines/reports/OutboxList', () => ({ OutboxList: () => null }));
vi.mock('../../../src/lines/reports/ReportChart', () => ({ ReportChart: () => null }));

/** The reports line's texts with the shell's, as the app has them once the line loaded (the unit lines leave it out). */
const renderIn = (ui: ReactNode, locale: Locale, path = '/') => renderWithAdmin(ui, { locale, path, lines: [reportMessages] });

const row = { reportId: 1, name: 'Reporte de accesos por usuario', alias: 'accesos_usuario', api: '/api/', script: 'select 1', connectionString: 'x', data_Base: 1, typeBD: 1, version: 1 };

describe.each([
  ['en', { execute: 'Execute', table: 'Report viewer', edit: 'Edit Reporte de accesos por usuario' }],
  ['es', { execute: 'Ejecutar', table: 'Visor de reportes', edit: 'Editar Reporte de accesos por usuario' }],
] as const)('the report screens in %s', (locale: Locale, texts) => {
  it('the viewer: the Execute button and the result table by its name', async () => {
    renderIn(<ReportViewer />, locale, '/system/report/report-view?id=17');
    expect(await screen.findByRole('button', { name: texts.execute })).toBeEnabled();
    const table = screen.getByRole('table', { name: texts.table });
    expect(within(table).getByText('SKU-000001')).toBeInTheDocument();
  });

  it("the configuration: each report's Edit button names the report", () => {
    const onEdit = vi.fn();
    renderIn(<ReportRows rows={[row]} onEdit={onEdit} onColumns={vi.fn()} />, locale);
    screen.getByRole('button', { name: texts.edit }).click();
    expect(onEdit).toHaveBeenCalledWith(row);
  });
});
