import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, ListBase, ResourceContextProvider, useTakeUndoableMutation, type DataProvider } from 'react-admin';
import { Route, Routes, type Location } from 'react-router-dom';
import { ResourceEdit } from '../../../src/engine/ResourceEditors';
import { ResourceList } from '../../../src/engine/ResourceList';
import { changedValues, conflictOf, errorsOnInputs, serverFieldErrors, withLoadedVersion } from '../../../src/engine/saving/saveErrors';
import { clearFailedSave, failedSaveKey } from '../../../src/engine/saving/failedSaves';
import { renderWithAdmin } from '../support/renderWithAdmin';
import { resource } from '../support/lines';

const roles = resource('roles');
const warehouses = resource('warehouses');


configure({ asyncUtilTimeout: 5000 });

type Mode = 'pessimistic' | 'optimistic' | 'undoable';
const MODES: Mode[] = ['pessimistic', 'optimistic', 'undoable'];

const WAREHOUSE = { id: 1, code: 'BOG-001', name: 'Bodega Bogotá Norte', city: 'Bogotá', address: '', phone: '', active: true, version: 4 };
const TAKEN = 'Another record already has code "CAL-002".';
/** The server's answer waits until the test lets it through (as a slow network would), in every mode. */
const serverGate = () => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { answer: () => opened, open };
};
const refused = () =>
  new HttpError(TAKEN, 400, { isSuccess: false, message: TAKEN, data: null, errors: { code: TAKEN, root: { serverError: TAKEN } } });

/** Stands for react-admin's notification closing: the queued undoable save is sent. */
const SendUndoable = () => {
  const take = useTakeUndoableMutation();
  return <button onClick={() => take()?.({ isUndo: false })}>send queued save</button>;
};

// the modes are set on the definitions for these tests (every resource is pessimistic today)
const editable = (def: object) => def as { mutationMode?: Mode };
afterEach(() => {
  delete editable(warehouses).mutationMode;
  delete editable(roles).mutationMode;
  // a failed save waits (module state) until its form shows it and the user saves again: left over, the next
  // test's form of the same record would restore its values (the page test read "Calle 80" before typing it)
  clearFailedSave(failedSaveKey('warehouses', 1));
  clearFailedSave(failedSaveKey('roles', 1));
});

describe('what a refused save says', () => {
  it('reads field errors, the 409, nested paths and the version to send', () => {
    expect(serverFieldErrors(refused())).toEqual({ code: TAKEN });
    expect(serverFieldErrors(new HttpError('boom', 500, {}))).toBeNull();
    const conflict = new HttpError('Ana Gómez changed this record', 409, {
      isSuccess: false,
      message: 'Ana Gómez changed this record',
      data: { version: 5, changedBy: { id: 3, name: 'Ana Gómez' }, changedAt: '2026-11-22T15:14:00Z' },
    });
    expect(conflictOf(conflict)).toEqual({ message: 'Ana Gómez changed this record', version: 5, changedBy: { id: 3, name: 'Ana Gómez' }, changedAt: '2026-11-22T15:14:00Z' });
    expect(conflictOf(refused())).toBeNull();
    // a 409 naming a field is a uniqueness refusal (the field shows it), not a stale version
    expect(conflictOf(new HttpError(TAKEN, 409, { isSuccess: false, message: TAKEN, errors: { code: TAKEN } }))).toBeNull();
    expect(errorsOnInputs({ 'roles.0': 'Unknown role 9', 'roles.2': 'Unknown role 4', name: 'Too long' }, ['name', 'roles'])).toEqual({
      roles: 'Unknown role 9 Unknown role 4',
      name: 'Too long',
    });
    expect(withLoadedVersion({ name: 'x' }, { version: 4 })).toEqual({ name: 'x', version: 4 });
    expect(withLoadedVersion({ name: 'x', version: 6 }, { version: 4 })).toEqual({ name: 'x', version: 6 });
    expect(withLoadedVersion({ name: 'x' }, {})).toEqual({ name: 'x' });
    expect(changedValues({ id: 1, version: 4, name: 'B', tags: [1] }, { id: 1, version: 3, name: 'A', tags: [1] })).toEqual({ name: 'B' });
  });
});

describe.each(MODES)('server field errors on an edit page, %s', (mode) => {
  it('land on their inputs, with what the user typed, on the edit page', async () => {
    editable(warehouses).mutationMode = mode;
    const gate = serverGate();
    const update = vi.fn(async () => {
      await gate.answer();
      throw refused();
    });
    const dataProvider: Partial<DataProvider> = {
      getOne: vi.fn(async () => ({ data: WAREHOUSE })) as never,
      getList: vi.fn(async () => ({ data: [WAREHOUSE], total: 1 })) as never,
      update: update as never,
    };
    const visited: string[] = [];
    renderWithAdmin(
      <ResourceContextProvider value="warehouses">
        <SendUndoable />
        <Routes>
          <Route path="/warehouses" element={<ListBase>the warehouses list</ListBase>} />
          <Route path="/warehouses/:id" element={<ResourceEdit />} />
        </Routes>
      </ResourceContextProvider>,
      { dataProvider, path: '/warehouses/1', onLocation: (l: Location) => visited.push(l.pathname) },
    );
    const name = await screen.findByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveValue('Bodega Bogotá Norte'));
    fireEvent.change(name, { target: { value: 'Bodega Bogotá Calle 80' } });
    fireEvent.change(screen.getByLabelText(/^Code/), { target: { value: 'CAL-002' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    if (mode !== 'pessimistic') {
      // react-admin leaves the page at once, before the server has answered
      await waitFor(() => expect(visited).toContain('/warehouses'));
      await screen.findByText('the warehouses list');
      if (mode === 'undoable') {
        expect(update).not.toHaveBeenCalled();
        fireEvent.click(screen.getByRole('button', { name: 'send queued save' }));
      }
    }
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    gate.open();
    // the version loaded travels with the save
    expect(update.mock.calls[0]).toEqual(['warehouses', expect.objectContaining({ data: expect.objectContaining({ code: 'CAL-002', version: 4 }) })]);

    const code = await screen.findByLabelText(/^Code/);
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(visited.at(-1)).toBe('/warehouses/1');
    // pessimistic: the page never left
    if (mode === 'pessimistic') expect(visited).not.toContain('/warehouses');
    expect(screen.getAllByText(TAKEN).length).toBeGreaterThan(0);
    expect(code).toHaveValue('CAL-002');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Bodega Bogotá Calle 80');
  });
});

describe.each(MODES)('server field errors in an edit dialog, %s', (mode) => {
  it('reopen the dialog when it had closed, the message on the input and the typed value kept', async () => {
    editable(roles).mutationMode = mode;
    const role = { id: 1, name: 'Administrador', status: true, dataBaseId: 7, version: 2 };
    const message = 'A role named "Operador" already exists in this database.';
    const gate = serverGate();
    const update = vi.fn(async () => {
      await gate.answer();
      throw new HttpError(message, 400, { isSuccess: false, message, data: null, errors: { name: message } });
    });
    const dataProvider: Partial<DataProvider> = {
      getOne: vi.fn(async () => ({ data: role })) as never,
      getList: vi.fn(async () => ({ data: [role], total: 1 })) as never,
      update: update as never,
    };
    renderWithAdmin(
      <ResourceContextProvider value="roles">
        <SendUndoable />
        <ResourceList />
      </ResourceContextProvider>,
      { dataProvider, path: '/roles' },
    );
    fireEvent.click(await screen.findByText('Administrador'));
    let dialog = await screen.findByRole('dialog');
    const name = await within(dialog).findByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveValue('Administrador'));
    fireEvent.change(name, { target: { value: 'Operador' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    if (mode !== 'pessimistic') {
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      if (mode === 'undoable') fireEvent.click(screen.getByRole('button', { name: 'send queued save' }));
    }
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    gate.open();
    dialog = await screen.findByRole('dialog');
    const reopened = await within(dialog).findByLabelText(/^Name/);
    await waitFor(() => expect(reopened).toHaveAttribute('aria-invalid', 'true'));
    expect(reopened).toHaveValue('Operador');
    expect(within(dialog).getByText(message)).toBeInTheDocument();
  });
});
