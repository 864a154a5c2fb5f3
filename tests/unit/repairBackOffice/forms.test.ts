// @vitest-environment node
// The back office's form rules: the user form (spec 04 §5: required fields, e-mail, policy, confirmation; Save only
// when all hold). The store's and the loan phone's rules are their definitions' (engine/recordStates, definitions/).
import { describe, expect, it } from 'vitest';
import { canSaveUser, loginOf, userDraftOf, userProblems, type UserDraft } from '../../../src/lines/repairBackOffice/users/userForm';
import { canReturn } from '../../../src/lines/repairBackOffice/consult/consultRules';

const complete: UserDraft = {
  name: 'Laura', idRol: 2, email: ' laura@correo.co ', document: '52123456', state: 1, idWorkShop: 3, password: 'Clave#2026', confirm: 'Clave#2026',
};

describe('user form', () => {
  it('a complete new user may be saved; its login is the e-mail', () => {
    expect(userProblems(complete, true)).toEqual({});
    expect(canSaveUser(complete, true)).toBe(true);
    expect(loginOf(complete)).toBe('laura@correo.co');
  });

  it('names each problem: required fields, e-mail format, the policy, the confirmation', () => {
    expect(userProblems(userDraftOf(), true)).toEqual({
      name: 'required', idRol: 'required', email: 'required', document: 'required', idWorkShop: 'required', password: 'required',
    });
    expect(userProblems({ ...complete, email: 'laura@' }, true)).toEqual({ email: 'email' });
    expect(userProblems({ ...complete, password: 'clave2026', confirm: 'clave2026' }, true)).toEqual({ password: 'policy' });
    expect(userProblems({ ...complete, confirm: 'Clave#2027' }, true)).toEqual({ confirm: 'mismatch' });
    expect(canSaveUser({ ...complete, confirm: 'Clave#2027' }, true)).toBe(false);
  });

  it('an edit may keep the password (both empty), but a typed one is checked', () => {
    const edit = { ...complete, password: '', confirm: '' };
    expect(canSaveUser(edit, false)).toBe(true);
    expect(canSaveUser(edit, true)).toBe(false);
    expect(userProblems({ ...edit, confirm: 'x' }, false)).toEqual({ password: 'required', confirm: 'mismatch' });
  });
});

describe('order lookup', () => {
  const row = { id: 1, clientName: '', clientDocument: '', deviceImei: '', state: '4', deviceDoa: false, observation: '', diagnosticComments: '', inQualityControl: true, orderFinished: false, previousState: '2', version: 1 };
  it('offers the return only to an open order whose previous state is open', () => {
    expect(canReturn(row)).toBe(true);
    expect(canReturn({ ...row, previousState: null })).toBe(false);
    expect(canReturn({ ...row, state: '13' })).toBe(false);
  });
});
