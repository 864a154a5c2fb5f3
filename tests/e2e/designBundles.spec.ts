// Design bundles (issue 35): designs made on one server (this spec's own) are exported as a bundle file from the
// designs list, and imported into a second server the spec starts with its own data folder: the review shows, before
// anything changes, each resource's status, the field changes with the records they affect and break, the texts and
// the menu entry that change and the role that does not exist there; one of the two resources is applied, opened from
// the menu, and its previous version restored. A damaged bundle is refused with the server's message, nothing changed.
import type { Browser } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { DESIGNER_PATH } from '../../contracts/endpoints/resourceDesignerConstants';
import { expect, SCREENS, transitionsDone } from './support/fixtures';
import { onOwnServer, ownServer, type OwnServer } from './support/ownServer';
import { signInAnswer, storageStateFor, type Language } from './support/session';

// publishing adds menu entries for good: the source is a server of this spec's own (its pages are on it), so the
// worker's other specs keep the seeded menu
const source = ownServer('bundle-source');
// the environment the bundle is promoted to: the same server, on its own port and fresh seeded data folder
const target = ownServer('bundle-target', { portOffset: 25 });
const test = onOwnServer(source);

test.use({ signedInAs: 'admin' });
test.describe.configure({ mode: 'serial' });

const all = { l: true, v: true, w: true, r: true, d: true };
const readOnly = { ...all, w: false, d: false };

/** A call of the documented API as the administrator of `base`: answers its data. */
const call = async (base: string, token: string, path: string, body?: object) => {
  const answer = await fetch(`${base}/api/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await answer.text();
  expect(answer.ok, `${path}: ${text}`).toBeTruthy();
  return JSON.parse(text).data;
};

interface Options {
  groups: { id: number; name: string }[];
  roles: { id: number; name: string }[];
}

/** Contracts, version 1: a number of at most 20 characters, the client, notes. */
const contractsV1 = (options: Options) => ({
  name: 'contratos',
  label: { es: 'Contratos', en: 'Contracts' },
  pageSize: 10,
  fields: [
    { source: 'numero', kind: 'text', label: { es: 'Número', en: 'Number' }, required: true, maxLength: 20, inList: true, sortable: true, filterable: true },
    { source: 'cliente', kind: 'text', label: { es: 'Cliente', en: 'Client' }, required: false, inList: true, sortable: false, filterable: false },
    { source: 'notas', kind: 'multiline', label: { es: 'Notas', en: 'Notes' }, required: false, inList: false, sortable: false, filterable: false },
  ],
  menu: { group: options.groups[0].id, path: '/contratos', icon: 'Description', grants: [{ role: roleId(options, 'Administrador'), flags: all }] },
});

/** Version 2: the number at most 8 characters, the client relabelled, the notes gone, a required value added. */
const contractsV2 = (options: Options) => {
  const v1 = contractsV1(options);
  return {
    ...v1,
    label: { es: 'Contratos de servicio', en: 'Service contracts' },
    fields: [
      { ...v1.fields[0], maxLength: 8 },
      { ...v1.fields[1], label: { es: 'Cliente final', en: 'End client' } },
      { source: 'valor', kind: 'number', label: { es: 'Valor', en: 'Value' }, required: true, min: 0, inList: true, sortable: true, filterable: false },
    ],
  };
};

const suppliers = (options: Options, auditRole: number) => ({
  name: 'proveedores',
  label: { es: 'Proveedores', en: 'Suppliers' },
  pageSize: 10,
  fields: [
    { source: 'nombre', kind: 'text', label: { es: 'Nombre', en: 'Name' }, required: true, maxLength: 80, inList: true, sortable: true, filterable: true },
    { source: 'correo', kind: 'email', label: { es: 'Correo', en: 'E-mail' }, required: false, inList: true, sortable: false, filterable: false },
  ],
  menu: {
    group: options.groups[0].id,
    path: '/proveedores',
    icon: 'LocalShipping',
    grants: [{ role: roleId(options, 'Administrador'), flags: all }, { role: auditRole, flags: readOnly }],
  },
});

const roleId = (options: Options, name: string) => {
  const role = options.roles.find((candidate) => candidate.name === name);
  if (!role) throw new Error(`no role ${name} among ${options.roles.map((candidate) => candidate.name).join(', ')}`);
  return role.id;
};

/** Saves a design as a draft (a new one when id is 0) and publishes it: answers its id. */
const publishDesign = async (base: string, token: string, id: number, draft: object) => {
  const saved = id === 0 ? await call(base, token, 'ResourceDesigner/SaveDraft', { id, draft }) : await call(base, token, 'ResourceDesigner/Get', { id });
  const current = id === 0 ? saved : await call(base, token, 'ResourceDesigner/SaveDraft', { id, version: saved.version, draft });
  await call(base, token, 'ResourceDesigner/Publish', { id: current.id });
  return current.id as number;
};

/** A page of its own browser context on `server`, signed in as the administrator, in `language`. */
const openOn = async (browser: Browser, server: OwnServer, language: Language) => {
  const context = await browser.newContext({ storageState: storageStateFor(server.url, await server.sessionOf('admin'), language), baseURL: server.url });
  return { page: await context.newPage(), close: () => context.close() };
};

const EN = {
  exportAll: 'Export all published',
  import: 'Import',
  dialog: 'Import resources from a bundle',
  choose: 'Choose a bundle file',
};

let bundleFile = '';

test('designs exported from one server are reviewed, applied one of two, opened from the menu and restored on another', async ({ page, session, browser }, testInfo) => {
  test.slow();
  // on the source: an audit role the target does not have, contracts in two versions, suppliers granted to that role
  const options: Options = await call(source.url, session.token, 'ResourceDesigner/Options');
  const auditRole: number = await call(source.url, session.token, 'Role/Save', { name: 'Auditoría externa', dataBaseId: 1 });
  const contracts = await publishDesign(source.url, session.token, 0, contractsV1(options));
  await publishDesign(source.url, session.token, contracts, contractsV2(options));
  await publishDesign(source.url, session.token, 0, suppliers(options, auditRole));

  // on the target: contracts version 1 published, with three records (one number longer than 8, two with notes)
  const targetToken = (await target.sessionOf('admin')).token;
  const targetOptions: Options = await call(target.url, targetToken, 'ResourceDesigner/Options');
  await publishDesign(target.url, targetToken, 0, contractsV1(targetOptions));
  for (const record of [
    { numero: 'C-001', cliente: 'Andina SAS', notas: 'Renovación anual' },
    { numero: 'C-2026-0042', cliente: 'Cali Móvil' },
    { numero: 'C-003', cliente: 'Bogotá Cel', notas: 'Pago a 30 días' },
  ]) {
    const answer = await fetch(`${target.url}/api/rest/contratos`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${targetToken}` },
      body: JSON.stringify(record),
    });
    expect(answer.ok, await answer.text()).toBeTruthy();
  }

  // export: the two designs ticked in the list (whatever else the seed publishes stays out)
  await page.goto('/system/configuration/resources');
  const main = page.locator('#main-content');
  await expect(main.getByRole('button', { name: EN.exportAll })).toBeEnabled();
  await main.getByRole('checkbox', { name: 'Select Service contracts to export' }).check();
  await main.getByRole('checkbox', { name: 'Select Suppliers to export' }).check();
  const [download] = await Promise.all([page.waitForEvent('download'), main.getByRole('button', { name: 'Export selected (2)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^designs-\d{4}-\d{2}-\d{2}\.json$/);
  bundleFile = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(bundleFile);
  await expect(page.getByText(`Bundle ${download.suggestedFilename()} downloaded.`)).toBeVisible();

  // import on the target: the review, before anything changes
  const { page: there, close } = await openOn(browser, target, 'en');
  await there.goto('/system/configuration/resources');
  await there.getByRole('button', { name: EN.import }).click();
  const dialog = there.getByRole('dialog', { name: EN.dialog });
  await dialog.getByTestId('bundle-file').setInputFiles(bundleFile);
  await expect(dialog.getByTestId('bundle-totals')).toHaveText('New: 1 · changed: 1 · unchanged: 0');
  await expect(dialog.getByText('These roles named by the bundle do not exist here; their permissions are skipped: Auditoría externa')).toBeVisible();

  const contractsReview = dialog.getByRole('region', { name: 'Service contracts' });
  await expect(contractsReview.getByText('Changed', { exact: true })).toBeVisible();
  await expect(contractsReview.getByText('Version 2 in the bundle · here: Version 1 · 3 stored record(s)')).toBeVisible();
  /** a field's row: its records affected and those that would break */
  const counts = async (field: string) => {
    const row = contractsReview.locator('tbody tr', { has: there.getByText(field, { exact: true }) });
    return [await row.locator('[data-column="affected"]').innerText(), await row.locator('[data-column="breaking"]').innerText()];
  };
  // added: every record lacks the required value; the number's new length breaks one; the notes are held by two
  expect(await counts('valor')).toEqual(['3', '3']);
  expect(await counts('numero')).toEqual(['3', '1']);
  expect(await counts('notas')).toEqual(['2', '0']);
  await expect(contractsReview.getByRole('table', { name: 'Texts' }).getByRole('row', { name: /Label of field cliente/ })).toContainText('Cliente final / End client');
  const suppliersReview = dialog.getByRole('region', { name: 'Suppliers' });
  await expect(suppliersReview.getByText('New', { exact: true })).toBeVisible();
  await expect(suppliersReview.getByText('here: not published')).toBeVisible();
  await transitionsDone(there);
  await there.screenshot({ path: `${SCREENS}/bundle-review-en-1280.png` });
  await suppliersReview.scrollIntoViewIfNeeded();
  await there.screenshot({ path: `${SCREENS}/bundle-review-end-en-1280.png` });

  // only contracts: suppliers unticked, then applied after confirming
  await expect(dialog.getByRole('button', { name: 'Apply selected (2)' })).toBeEnabled();
  await dialog.getByRole('checkbox', { name: 'Apply Suppliers' }).uncheck();
  await dialog.getByRole('button', { name: 'Apply selected (1)' }).click();
  await there.getByRole('dialog', { name: 'Apply 1 resource(s)?' }).getByRole('button', { name: 'Apply selected (1)' }).click();
  await expect(dialog.getByText('The bundle was applied.')).toBeVisible();
  const applied = dialog.getByRole('link', { name: 'Open Service contracts (contratos)' });
  await expect(applied).toHaveText('Service contracts (contratos): version 2');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // opened from the menu: the new label and the new column; suppliers did not come
  const sideMenu = there.getByRole('menu', { name: 'Administration' });
  await sideMenu.getByRole('menuitem', { name: 'Service contracts' }).click();
  await expect(there).toHaveURL(/\/contratos$/);
  await expect(there.locator('thead th.column-valor')).toHaveText('Value');
  await expect(there.locator('#main-content tbody tr')).toHaveCount(3);
  await expect(sideMenu.getByRole('menuitem', { name: 'Suppliers' })).toHaveCount(0);

  // the previous version restored from the design's version history
  await there.goBack();
  await there.getByRole('button', { name: EN.import }).waitFor();
  await there.getByRole('link', { name: 'Service contracts' }).click();
  await there.getByRole('button', { name: 'Restore Version 1' }).click();
  await there.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
  await expect(there.getByText('Version 1 restored.')).toBeVisible();
  await expect(there.getByRole('list', { name: 'Versions' }).getByText('Version 3', { exact: true })).toBeVisible();
  await sideMenu.getByRole('menuitem', { name: 'Contracts' }).click();
  await expect(there.locator('thead th.column-valor')).toHaveCount(0);
  await expect(there.locator('thead th.column-cliente')).toHaveText('Client');
  await close();
});

test('a damaged bundle and a file that is not JSON are refused with a message; nothing changes', async ({ browser }, testInfo) => {
  const { page: there, close } = await openOn(browser, target, 'en');
  await there.goto('/system/configuration/resources');
  await expect(there.getByRole('link', { name: 'Contracts' })).toBeVisible();
  await there.getByRole('button', { name: EN.import }).click();
  const dialog = there.getByRole('dialog', { name: EN.dialog });

  const notJson = testInfo.outputPath('cut.json');
  writeFileSync(notJson, '{"format":"back-office-designs","designs":[');
  await dialog.getByTestId('bundle-file').setInputFiles(notJson);
  await expect(dialog.getByRole('alert')).toHaveText('The file is not valid JSON: it may be damaged. Export it again.');

  // a label changed by hand: the checksum no longer matches, the server says so
  const damaged = testInfo.outputPath('damaged.json');
  writeFileSync(damaged, readFileSync(bundleFile, 'utf8').replace('"Service contracts"', '"Contracts (edited)"'));
  await dialog.getByTestId('bundle-file').setInputFiles(damaged);
  await expect(dialog.getByRole('alert')).toContainText('The bundle was refused:');
  await expect(dialog.getByRole('alert')).toContainText(/checksum/i);
  await expect(dialog.getByTestId('bundle-totals')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(there.getByRole('link', { name: 'Suppliers' })).toHaveCount(0);
  await close();
});

test('a role that may export designs but not change them sees Export and no Import', async ({ browser, session }) => {
  const stamp = Date.now() % 1_000_000;
  const role: number = await call(source.url, session.token, 'Role/Save', { name: `Exporta diseños ${stamp}`, dataBaseId: 1 });
  const menus: { items: { id: number; path: string }[] } = await call(source.url, session.token, 'Menu/List', { dataBaseId: 1, pageIndex: 1, pageSize: 500 });
  const designer = menus.items.find((menu) => menu.path === DESIGNER_PATH);
  expect(designer).toBeDefined();
  await call(source.url, session.token, 'Menu/SaveAccess', { role, menu: designer!.id, l: true, v: true, r: true });
  const user = { login: `exporta${stamp}`, password: 'Exporta#2026' };
  await call(source.url, session.token, 'User/Save', {
    name: 'Exporta Diseños', login: user.login, email: `${user.login}@grupoandino.co`, password: user.password, passwordConfirm: user.password,
    changePassword: 'False', roles: [role], databases: [1], dataBaseId: 1,
  });
  const context = await browser.newContext({ storageState: storageStateFor(source.url, await signInAnswer(source.url, user), 'en'), baseURL: source.url });
  const page = await context.newPage();
  await page.goto('/system/configuration/resources');
  const main = page.locator('#main-content');
  await expect(main.getByRole('link', { name: 'Service contracts' })).toBeVisible();
  await expect(main.getByRole('button', { name: EN.exportAll })).toBeEnabled();
  await expect(main.getByRole('checkbox', { name: 'Select Suppliers to export' })).toBeVisible();
  await expect(main.getByRole('button', { name: EN.import })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'New resource' })).toHaveCount(0);
  await context.close();
});

test.describe('in Spanish', () => {
  test('the review at 390 px: statuses, counts and the missing role, nothing wider than the phone', async ({ browser }) => {
    const { page: there, close } = await openOn(browser, target, 'es');
    await there.setViewportSize({ width: 390, height: 844 });
    await there.goto('/system/configuration/resources');
    await expect(there.getByRole('link', { name: 'Contratos' })).toBeVisible();
    await there.screenshot({ path: `${SCREENS}/bundle-list-es-390.png`, fullPage: true });
    await there.getByRole('button', { name: 'Importar' }).click();
    const dialog = there.getByRole('dialog', { name: 'Importar recursos desde un paquete' });
    await dialog.getByTestId('bundle-file').setInputFiles(bundleFile);
    // contracts is back at version 1 here (restored as version 3): changed again; suppliers still new
    await expect(dialog.getByTestId('bundle-totals')).toHaveText('Nuevos: 1 · modificados: 1 · sin cambios: 0');
    await expect(dialog.getByText('Estos roles del paquete no existen aquí; sus permisos se omiten: Auditoría externa')).toBeVisible();
    const contractsReview = dialog.getByRole('region', { name: 'Contratos de servicio' });
    await expect(contractsReview.getByText('Versión 2 en el paquete · aquí: Versión 3 · 3 registro(s) guardado(s)')).toBeVisible();
    await expect(contractsReview.getByRole('columnheader', { name: 'Quedarían inválidos' })).toBeVisible();
    await transitionsDone(there);
    await there.screenshot({ path: `${SCREENS}/bundle-review-es-390.png` });
    const overflow = await there.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'the page is no wider than the phone').toBeLessThanOrEqual(0);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await close();
  });
});

test('a bundle changed by hand: refused saying so once, then reviewed whole and imported unsigned (issue 47 item 6)', async ({ browser }, testInfo) => {
  const edited = testInfo.outputPath('edited.json');
  writeFileSync(edited, readFileSync(bundleFile, 'utf8').replace('"Service contracts"', '"Contracts (edited)"'));
  const importEdited = async (language: Language, width: number) => {
    const { page: there, close } = await openOn(browser, target, language);
    await there.setViewportSize({ width, height: 900 });
    await there.goto('/system/configuration/resources');
    await there.getByRole('button', { name: language === 'es' ? 'Importar' : EN.import }).click();
    const dialog = there.getByRole('dialog', { name: language === 'es' ? 'Importar recursos desde un paquete' : EN.dialog });
    await dialog.getByTestId('bundle-file').setInputFiles(edited);
    const refusal = dialog.getByRole('alert').filter({ hasText: language === 'es' ? 'El paquete fue rechazado:' : 'The bundle was refused:' });
    await expect(refusal).toContainText(language === 'es' ? 'exportándolo de nuevo desde allí' : 'exporting it again from there');
    expect((await refusal.textContent())!.match(/nothing was changed|no se cambió nada/gi), 'said once').toHaveLength(1);
    await transitionsDone(there);
    await there.screenshot({ path: `${SCREENS}/bundle-refused-${language}-${width}.png` });
    await dialog.getByRole('button', { name: language === 'es' ? 'Revisar cada cambio para importarlo sin firma' : 'Review every change to import it unsigned' }).click();
    await expect(dialog.getByTestId('bundle-unsigned')).toBeVisible();
    // the whole design of the resource changed by hand against version 1 here (restored above), every line marked
    const whole = dialog.getByRole('region', { name: 'Contratos de servicio' }).or(dialog.getByRole('region', { name: 'Contracts (edited)' })).getByTestId('bundle-whole-diff');
    await expect(whole.locator('[data-mark="+"]').filter({ hasText: '"en": "Contracts (edited)"' })).toHaveCount(1);
    await expect(whole.locator('[data-mark="-"]').filter({ hasText: '"en": "Contracts"' })).toHaveCount(1);
    await transitionsDone(there);
    await there.screenshot({ path: `${SCREENS}/bundle-unsigned-${language}-${width}.png` });
    await whole.scrollIntoViewIfNeeded();
    await there.screenshot({ path: `${SCREENS}/bundle-unsigned-whole-${language}-${width}.png` });
    return { there, dialog, close };
  };

  // in Spanish on a phone: read, then left as it was
  const phone = await importEdited('es', 390);
  const overflow = await phone.there.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page is no wider than the phone').toBeLessThanOrEqual(0);
  await phone.dialog.getByRole('button', { name: 'Cancelar' }).click();
  await phone.close();

  // in English: the administrator applies the edited contracts alone, knowing it is unsigned
  const { there, dialog, close } = await importEdited('en', 1366);
  await dialog.getByRole('checkbox', { name: 'Apply Suppliers' }).uncheck();
  await dialog.getByRole('button', { name: 'Apply selected (1)' }).click();
  const confirm = there.getByRole('dialog', { name: 'Apply 1 resource(s)?' });
  await expect(confirm).toContainText('recorded in the audit trail as unsigned');
  await confirm.getByRole('button', { name: 'Apply selected (1)' }).click();
  await expect(dialog.getByText('The bundle was applied.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(there.getByRole('link', { name: 'Contracts (edited)' })).toBeVisible();
  await close();
});
