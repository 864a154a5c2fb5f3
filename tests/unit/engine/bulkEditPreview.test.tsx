// The bulk editor's preview as a user reads it (issue 34 item 3), in Spanish: what the e2e of the users' and the
// loan phones' bulk edits checked on screen (the server's rules and Undo are tests/unit/mock-server/bulkEdit*.test.ts).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BulkPreviewRow } from '../../../contracts/endpoints/bulkEdit';
import { BulkBatchTag } from '../../../src/engine/bulk/BulkBatchTag';
import { BulkEditDialog } from '../../../src/engine/bulk/BulkEditDialog';
import { resource } from '../support/lines';
import { renderWithAdmin } from '../support/renderWithAdmin';

const previewCall = (rows: BulkPreviewRow[]) =>
  vi.fn(async ({ path }: { path: string }) => {
    if (path === 'BulkEdit/Preview') return { isSuccess: true, message: '', data: { rows } };
    throw new Error(`unexpected call ${path}`);
  });

const choices = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent);

const previewRow = (name: string) => within(screen.getByRole('table')).getByRole('row', { name: new RegExp(name) });

describe('the bulk editor in Spanish', () => {
  it('users: offers only Activo and Puede cambiar la contraseña, and previews each flag as Sí / No (a boolean and the "True"/"False" text)', async () => {
    const rows: BulkPreviewRow[] = [1, 2, 3].map((n) => ({
      id: 900 + n,
      label: `Zoila Lote ${n}`,
      before: { status: true, changePassword: 'False' },
      after: { status: false, changePassword: 'True' },
      changes: true,
    }));
    const call = previewCall(rows);
    renderWithAdmin(<BulkEditDialog def={resource('users')} ids={[901, 902, 903]} rowOf={() => undefined} onApplied={vi.fn()} onClose={vi.fn()} />, {
      locale: 'es',
      resource: 'users',
      dataProvider: { call },
    });
    const dialog = screen.getByRole('dialog', { name: /Editar 3/ });
    // never the name, login, e-mail, password or document
    expect(choices(dialog)).toEqual(['Activo', 'Puede cambiar la contraseña']);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Activo' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Puede cambiar la contraseña' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vista previa' }));
    expect(await within(dialog).findByText('3 a cambiar')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ path: 'BulkEdit/Preview', body: expect.objectContaining({ resource: 'users' }) }));
    const second = previewRow('Zoila Lote 2');
    expect(second).toHaveTextContent('Activo: Sí → No');
    expect(second).toHaveTextContent('Puede cambiar la contraseña: No → Sí');
    expect(within(dialog).getByRole('button', { name: 'Aplicar a 3 filas' })).toBeEnabled();
  });

  it('loan phones: offers only Disponible and Tienda, and previews the store by its name, before → after', async () => {
    const imeis = ['350000000000001', '350000000000002', '350000000000003'];
    const rows: BulkPreviewRow[] = imeis.map((imei, index) => ({
      id: 700 + index,
      label: imei,
      before: { idWorkShop: 5 },
      after: { idWorkShop: 4 },
      changes: true,
    }));
    const call = previewCall(rows);
    const stores = [
      { id: 4, name: 'Tienda Unicentro' },
      { id: 5, name: 'Tienda Chipichape' },
    ];
    const getMany = vi.fn(async (_resource: string, { ids }: { ids: number[] }) => ({ data: stores.filter((store) => ids.includes(store.id)) }));
    const getList = vi.fn(async () => ({ data: stores, total: stores.length }));
    renderWithAdmin(<BulkEditDialog def={resource('loanPhones')} ids={[700, 701, 702]} rowOf={() => undefined} onApplied={vi.fn()} onClose={vi.fn()} />, {
      locale: 'es',
      resource: 'loanPhones',
      dataProvider: { call, getMany, getList },
    });
    const dialog = screen.getByRole('dialog', { name: /Editar 3/ });
    // never the IMEI, the description or the model
    expect(choices(dialog)).toEqual(['Disponible', 'Tienda']);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Tienda' }));
    // the new store, from the stores the reference lists (a required choice)
    fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: /^Tienda/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Tienda Unicentro' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vista previa' }));
    expect(await within(dialog).findByText('3 a cambiar')).toBeInTheDocument();
    // the store is a reference: named as the list names it, not by its id
    await waitFor(() => expect(previewRow(imeis[1])).toHaveTextContent('Tienda: Tienda Chipichape → Tienda Unicentro'));
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ path: 'BulkEdit/Preview', body: expect.objectContaining({ resource: 'loanPhones', changes: { idWorkShop: 4 } }) }));
    expect(getMany).toHaveBeenCalledWith('stores', expect.objectContaining({ ids: expect.arrayContaining([4, 5]) }));
  });

  it("a loan phone's history: the bulk edit's entry reads Edición masiva (3 filas) and its Deshacer restores the three", async () => {
    const batchId = '0b6a4f3e-8d43-4a8e-9a43-2a3c1f1f0c11';
    const call = vi.fn(async ({ path }: { path: string }) => {
      if (path === 'BulkEdit/Get') {
        const batch = { batchId, resource: 'loanPhones', user: { id: 1, name: 'Admin' }, at: '2026-12-06T10:00:00.000Z', changes: { idWorkShop: 4 }, rows: 3, undoneAt: null, undoable: true, changedSince: [] };
        return { isSuccess: true, message: '', data: batch };
      }
      if (path === 'BulkEdit/Undo') return { isSuccess: true, message: '', data: { batchId, restored: 3 } };
      throw new Error(`unexpected call ${path}`);
    });
    renderWithAdmin(<BulkBatchTag def={resource('loanPhones')} batchId={batchId} />, { locale: 'es', resource: 'loanPhones', dataProvider: { call } });
    expect(await screen.findByText('Edición masiva (3 filas)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Deshacer' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Edición masiva deshecha: 3 filas restauradas.')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ path: 'BulkEdit/Undo', body: { batchId } }));
  });
});
