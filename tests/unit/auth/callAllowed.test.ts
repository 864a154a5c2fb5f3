// @vitest-environment node
// Issue 32 item 1, "the app's guards read the same table": useCallAllowed's pure function answers from the server's
// policy (contracts/policy.ts), and the screens' write buttons are derived from it, not from menu paths of their own.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productSave } from '../../../contracts/endpoints/catalogue';
import { BACK_OFFICE_MENUS, lendDevice } from '../../../contracts/endpoints/repairBackOffice';
import { userDisable } from '../../../contracts/endpoints/repairBackOfficeUsers';
import { assignTech } from '../../../contracts/endpoints/repairOrders';
import { DESIGNER_PATH } from '../../../contracts/endpoints/resourceDesignerConstants';
import { validatePrintSim, validateSim } from '../../../contracts/endpoints/sim';
import { M, POLICY, type PermissionFlag } from '../../../contracts/policy';
import * as routes from '../../../contracts/routes';
import { consoleGrant, flags as seedFlags } from '../../../mock-server/seed/menus';
import { ROUTE_PATHS } from '../../../contracts/menuPaths';
import { flagsByPath, type Flags } from '../../../src/shell/auth/permissions';
import { callAllowed, type DocumentedCall } from '../../../src/shell/auth/useCallAllowed';
import { PRODUCT_DETAIL_PATHS, PRODUCT_LIST_PATHS } from '../../../src/lines/catalogue/index';

const ROOT = resolve(import.meta.dirname, '../../..');
const NONE: Flags = { l: false, v: false, w: false, r: false, d: false };

/** The flags a seeded console role has, as the Menu/GetAccess tree carries them (mock-server/seed/menus.ts). */
const seededFlags = (role: string): Map<string, Flags> => {
  const tree = ROUTE_PATHS.flatMap((link) => {
    const text = consoleGrant(role, link);
    return text ? [{ link, permissions: seedFlags(text), childrenLinks: [] }] : [];
  });
  return flagsByPath([{ link: '', childrenLinks: tree }]);
};
const only = (path: string, flag: PermissionFlag) => new Map([[path, { ...NONE, [flag]: true }]]);
const allBut = (path: string, flag: PermissionFlag) => new Map([[path, { l: true, v: true, w: true, r: true, d: true, [flag]: false }]]);

describe('callAllowed (the policy read with the user\'s menu flags)', () => {
  const admin = seededFlags('Administrador');
  const operador = seededFlags('Operador');
  const tecnico = seededFlags('Técnico');
  const auditor = seededFlags('Auditor');

  it('the five calls whose holes were closed: refused where the seeded flags lack the policy\'s flag', () => {
    const rows: Array<[string, DocumentedCall, Record<string, boolean>]> = [
      ['Products/Save', productSave, { admin: true, operador: false, tecnico: false, auditor: false }],
      ['SimCard/ValidateSim', validateSim, { admin: true, operador: true, tecnico: false, auditor: false }],
      ['SimCard/ValidatePrintSim', validatePrintSim, { admin: true, operador: true, tecnico: false, auditor: false }],
      ['OrderWom/loanDevice', lendDevice, { admin: true, operador: false, tecnico: true, auditor: false }],
      ['OrderWom/AssignTech', assignTech, { admin: true, operador: true, tecnico: false, auditor: false }],
      ['UserManagement/disableUser', userDisable, { admin: true, operador: false, tecnico: false, auditor: false }],
    ];
    for (const [name, call, expected] of rows) {
      const answered = { admin: callAllowed(admin, call), operador: callAllowed(operador, call), tecnico: callAllowed(tecnico, call), auditor: callAllowed(auditor, call) };
      expect(answered, name).toEqual(expected);
    }
  });

  it('the flag on any of the call\'s menu entries lets it through; another flag, or none, does not', () => {
    // OrderWom/loanDevice: W on the technician's workshop or on the loan phones
    expect(callAllowed(only(M.technicianWorkshop, 'w'), lendDevice)).toBe(true);
    expect(callAllowed(only(M.loans, 'w'), lendDevice)).toBe(true);
    expect(callAllowed(allBut(M.loans, 'w'), lendDevice)).toBe(false);
    expect(callAllowed(only(M.logistics, 'w'), lendDevice)).toBe(false);
    expect(callAllowed(new Map(), lendDevice)).toBe(false);
  });

  it('public and any-signed-in calls are allowed without flags; a call the policy does not know is not', () => {
    expect(callAllowed(new Map(), { method: 'POST', path: 'Auth/Login' })).toBe(true);
    expect(callAllowed(new Map(), { method: 'POST', path: 'User/changePassword' })).toBe(true);
    expect(callAllowed(admin, { method: 'POST', path: 'Nowhere/Save' })).toBe(false);
    // a documented path with another method is another call
    expect(callAllowed(admin, { method: 'GET', path: 'Products/Save' })).toBe(false);
  });

  it('an endpoint answering GET or POST is allowed when the policy lets either through', () => {
    expect(callAllowed(only(M.tvInventoryAdjustment, 'd'), { method: 'GET|POST', path: 'InventoryAdjustment/Delete' })).toBe(true);
    expect(callAllowed(only(M.tvInventoryAdjustment, 'w'), { method: 'GET|POST', path: 'InventoryAdjustment/Delete' })).toBe(false);
  });
});

/** Every `.ts` file under a folder. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : path.endsWith('.ts') || path.endsWith('.tsx') ? [path] : [];
  });

/** The documented calls the lines' calls.ts files make: each by its route, `routes.<name>` (contracts/routes). */
const lineCalls = (): Array<{ file: string; methods: string[]; path: string }> =>
  filesUnder(join(ROOT, 'src/lines'))
    .filter((file) => file.endsWith('calls.ts'))
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\broutes\.(\w+)\b/g)].map(([, name]) => {
        const route: { method: string; path: string } = routes[name as keyof typeof routes];
        return { file, methods: route.method.split('|'), path: route.path };
      }),
    );

/** The rule as the server's guard reads it (mock-server/shell/policy.ts): the menu paths and flag, straight from POLICY. */
const serverRule = (method: string, path: string) => POLICY[`${method} /${path}`];

describe('the app\'s guards and the server\'s policy agree', () => {
  const calls = lineCalls();

  it('finds the lines\' calls (the five of issue 32 among them)', () => {
    const paths = new Set(calls.map((c) => c.path));
    expect(calls.length).toBeGreaterThan(100);
    for (const call of [productSave, validateSim, validatePrintSim, lendDevice, assignTech, userDisable]) expect(paths, call.path).toContain(call.path);
  });

  it('every call a line makes has a rule in the policy, and for a menu rule the app\'s answer is the server\'s for every flag on every entry', () => {
    const unknown: string[] = [];
    const disagree: string[] = [];
    for (const { file, methods, path } of calls) {
      const method = methods.find((m) => serverRule(m, path));
      if (!method) {
        unknown.push(`${methods.join('|')} ${path} (${file.slice(ROOT.length + 1)})`);
        continue;
      }
      const rule = serverRule(method, path);
      if ('public' in rule || !rule.menu || !rule.flag) continue;
      const menus = typeof rule.menu === 'string' ? [rule.menu] : rule.menu;
      for (const menu of [...menus, M.databases, M.logs]) {
        for (const flag of ['l', 'v', 'w', 'r', 'd'] as const) {
          const server = menus.includes(menu) && flag === rule.flag;
          if (callAllowed(only(menu, flag), { method, path }) !== server) disagree.push(`${method} ${path}: ${flag} on ${menu}`);
        }
      }
    }
    expect(unknown).toEqual([]);
    expect(disagree).toEqual([]);
  });

  it('the converted screens derive their write buttons from the calls (no menu path + flag of their own)', () => {
    const screens = [
      'src/lines/catalogue/ProductDetail.tsx', 'src/lines/sim/ScannerForm.tsx', 'src/lines/repairOrders/LogisticsRowActions.tsx',
      'src/lines/repairOrders/technician/LoanPhoneStep.tsx', 'src/lines/repairBackOffice/users/UsersPage.tsx',
      'src/lines/repairBackOffice/consult/ConsultOrderPage.tsx', 'src/lines/repairBackOffice/abandoned/AbandonedPage.tsx',
      'src/lines/resourceDesigner/useDesignerAccess.ts',
    ];
    for (const screen of screens) {
      const text = readFileSync(join(ROOT, screen), 'utf8');
      expect(text, screen).toMatch(/useCallAllowed\(/);
      expect(text, screen).not.toMatch(/flagsByPath|DESIGNER_PATH/);
      const menuFlags = [...text.matchAll(/useMenuFlags\(/g)].length;
      // the users' delete (UserManagement/Save, operationCrudType 3) is the one whose flag the policy leaves to the request
      expect(menuFlags, screen).toBe(screen.endsWith('UsersPage.tsx') ? 1 : 0);
    }
    const users = readFileSync(join(ROOT, 'src/lines/repairBackOffice/users/UsersPage.tsx'), 'utf8');
    expect(users).toMatch(/const \{ canDelete \} = useMenuFlags\(BACK_OFFICE_MENUS\.users\)/);
    expect(POLICY['POST /UserManagement/Save']).toMatchObject({ owner: 'menuOfRequest' });
    expect(Object.values(M)).toContain(BACK_OFFICE_MENUS.users);
  });

  it('every menu path in the app\'s menu constants is one the policy names (M), but the screen that makes no call', () => {
    const policyPaths = new Set<string>(Object.values(M));
    const appPaths = [
      ...Object.entries(BACK_OFFICE_MENUS).filter(([name]) => name !== 'salesChannel').map(([, path]) => path),
      DESIGNER_PATH, PRODUCT_LIST_PATHS[0], PRODUCT_DETAIL_PATHS[0],
    ];
    expect(appPaths.filter((path) => !policyPaths.has(path))).toEqual([]);
    // the sales channel page is a form of its own (spec 04 §9): no call is guarded by its entry
    expect(readFileSync(join(ROOT, 'src/lines/repairBackOffice/salesChannel/SalesChannelPage.tsx'), 'utf8')).not.toMatch(/useBackOfficeCalls|useDataProvider/);
  });
});
