// @vitest-environment node
// The engine's features for the back office's resources (issue 18 on issue 9's definitions): per-resource notices,
// the two-state switch and its call, a delete disabled with its reason, dependent selects, a pattern read from the
// line's settings, a creation's own endpoint and records read from the list. Headless, over the stores definition.
import { describe, expect, it, vi } from 'vitest';
import { resourceDefinitionSchema, type ResourceDefinition } from '../../../contracts/resourceDefinition';
import { createDocumentedProvider, stateSwitchRequest } from '../../../dataProviders/documentedProvider';
import { validatorsFor } from '../../../src/engine/fieldRules';
import { clearsDependent, currentState, disabledReason, noticeOf } from '../../../src/engine/rowRules';
import type { FieldDef } from '../../../src/engine/types';
import stores from '../../../resources/repairBackOffice/stores.json' with { type: 'json' };
import { translatorFor } from '../support/lines';

const storesDef = stores as unknown as ResourceDefinition;
const row = { id: 7, name: 'Tienda Andino', state: 'Abierto', version: 3 };

describe('notices', () => {
  it("are the resource's own when it declares them, else the engine's", () => {
    expect(noticeOf(storesDef, 'created')).toBe('resources.stores.notices.created');
    expect(noticeOf(storesDef, 'updated')).toBe('resources.stores.notices.updated');
    expect(noticeOf(storesDef, 'deleted')).toBe('ra.notification.deleted');
    expect(noticeOf({}, 'created')).toBe('app.engine.saved');
  });
});

describe('the state switch', () => {
  const stateSwitch = storesDef.list.stateSwitch!;
  it('finds the record\'s state: Abierto in green leads to Inactivar, Cerrado in red to Activar', () => {
    expect(currentState(stateSwitch, row)).toMatchObject({ color: 'success', action: 'resources.stores.actions.close' });
    expect(currentState(stateSwitch, { ...row, state: 'Cerrado' })).toMatchObject({ color: 'error', action: 'resources.stores.actions.reopen' });
    expect(currentState(stateSwitch, { ...row, state: 'Otro' })).toBeUndefined();
  });

  it('issue 47 item 8: names the stored Abierto / Cerrado in the reader\'s language', () => {
    const label = (locale: 'en' | 'es', state: string) => translatorFor(locale)(currentState(stateSwitch, { ...row, state })!.label);
    expect([label('en', 'Abierto'), label('en', 'Cerrado')]).toEqual(['Open', 'Closed']);
    expect([label('es', 'Abierto'), label('es', 'Cerrado')]).toEqual(['Abierto', 'Cerrado']);
  });

  it("calls the current state's endpoint with the id in the query (WorkShop/Delete closes, WorkShop/Active reopens)", () => {
    expect(stateSwitchRequest(storesDef, row)).toEqual({ method: 'POST', path: 'WorkShop/Delete', base: undefined, query: { id: 7 } });
    expect(stateSwitchRequest(storesDef, { ...row, state: 'Cerrado' })).toMatchObject({ path: 'WorkShop/Active', query: { id: 7 } });
    expect(() => stateSwitchRequest(storesDef, { ...row, state: 'Otro' })).toThrow(/in no declared state/);
  });

  it('is refused by the schema with one state, or a state with no call', () => {
    const withStates = (states: unknown) => ({ ...storesDef, list: { ...storesDef.list, stateSwitch: { source: 'state', states } } });
    expect(resourceDefinitionSchema.safeParse(storesDef).success).toBe(true);
    expect(resourceDefinitionSchema.safeParse(withStates([stateSwitch.states[0]])).success).toBe(false);
    const { endpoint: _e, ...noCall } = stateSwitch.states[1];
    expect(resourceDefinitionSchema.safeParse(withStates([stateSwitch.states[0], noCall])).success).toBe(false);
  });
});

describe('a disabled delete', () => {
  const rule = { when: { field: 'lentTo', notEquals: null }, reason: 'resources.loanPhones.lent' };
  it('gives its reason for the records it holds for, nothing for the others', () => {
    expect(disabledReason(rule, { id: 1, lentTo: 31 })).toBe('resources.loanPhones.lent');
    expect(disabledReason(rule, { id: 1, lentTo: null })).toBeUndefined();
    expect(disabledReason(undefined, { id: 1, lentTo: 31 })).toBeUndefined();
  });
});

describe('dependent selects', () => {
  it('empty the child when the parent changes, not when the form loads its first value', () => {
    expect(clearsDependent(undefined, 2)).toBe(false);
    expect(clearsDependent(2, 2)).toBe(false);
    expect(clearsDependent(2, '2')).toBe(false);
    expect(clearsDependent(2, 15)).toBe(true);
    expect(clearsDependent(2, null)).toBe(true);
  });

  it('are declared on a reference, and the schema refuses one without its filter', () => {
    const city = storesDef.fields.find((field) => field.source === 'idCity')!;
    expect(city.reference?.dependsOn).toEqual({ field: 'idDepartment', filter: 'idDepartment' });
    const broken = { ...storesDef, fields: storesDef.fields.map((f) => (f === city ? { ...f, reference: { ...f.reference, dependsOn: { field: 'idDepartment' } } } : f)) };
    expect(resourceDefinitionSchema.safeParse(broken).success).toBe(false);
  });
});

describe('a pattern from the settings', () => {
  const imei: FieldDef = {
    source: 'imei', kind: 'text', pattern: { setting: { path: 'OrderWom/GetSettings', valuePath: 'validation.imei' }, message: 'app.invalid' },
  };
  const check = (value: string, settingPattern?: string) =>
    validatorsFor(imei, { settingPattern }).map((rule) => rule(value, {})).find(Boolean);

  it("checks against the source the settings gave ('Datos incorretos' for the IMEI)", () => {
    expect(check('86123', '^\\d{15}$')).toMatchObject({ message: 'app.invalid' });
    expect(check('861234567890123', '^\\d{15}$')).toBeUndefined();
    expect(check('86123', '^\\d{5}$')).toBeUndefined();
  });

  it('checks nothing until the settings come, or when their source does not compile (the server still checks)', () => {
    expect(check('86123')).toBeUndefined();
    expect(check('86123', '([')).toBeUndefined();
  });

  it('is one of a name, a regex or a setting', () => {
    const withPattern = (pattern: object) => ({ ...storesDef, fields: [{ ...storesDef.fields[1], pattern: { message: 'm', ...pattern } }, ...storesDef.fields.slice(2)] });
    expect(resourceDefinitionSchema.safeParse(withPattern({ setting: { path: 'OrderWom/GetSettings', valuePath: 'validation.imei' } })).success).toBe(true);
    expect(resourceDefinitionSchema.safeParse(withPattern({ regex: '^x$', setting: { path: 'a', valuePath: 'b' } })).success).toBe(false);
  });
});

describe('endpoints of an API with separate create and update calls and no record call', () => {
  const http = vi.fn(async (request: { path: string }) => {
    if (request.path === 'WorkShop/GetAll') return { isSuccess: true, message: '', data: { items: [row, { ...row, id: 8 }], totalItemCount: 2 } };
    return { isSuccess: true, message: 'ok', data: { id: 9 } };
  });
  const provider = createDocumentedProvider(http as never, () => storesDef);

  it('creates with the creation call, updates with the save call (the loaded version travels)', async () => {
    const created = await provider.create('stores', { data: { name: 'Nueva', address: 'Calle 1', idDepartment: 2, idCity: 6 } });
    expect(http).toHaveBeenLastCalledWith(expect.objectContaining({ method: 'POST', path: 'WorkShop/save', body: expect.objectContaining({ name: 'Nueva' }) }));
    expect(created.data.id).toBe(9);
    await provider.update('stores', { id: 7, data: { address: 'Calle 2' }, previousData: row });
    expect(http).toHaveBeenLastCalledWith(expect.objectContaining({ path: 'WorkShop/update', body: expect.objectContaining({ id: 7, version: 3, address: 'Calle 2' }) }));
  });

  it('reads a record from the list, and says so when it is not there', async () => {
    expect((await provider.getOne('stores', { id: 8 })).data).toMatchObject({ id: 8 });
    expect(http).toHaveBeenLastCalledWith(expect.objectContaining({ path: 'WorkShop/GetAll', query: { pageIndex: 1, pageSize: 1000 } }));
    await expect(provider.getOne('stores', { id: 99 })).rejects.toThrow('No stores with id 99');
  });
});
