// Rules across two fields of a designed resource (issue 35 item 4): on Portabilidad, a new request whose receiving
// operator is the donor shows the rule's message under the receiving operator and is not saved (the form checks it
// before sending); the designer shows the portability design's Rules section (es at 1366 px, en at 390 px).
import { expect, SCREENS, test, transitionsDone, type Page } from './support/fixtures';
import { choiceInput } from './support/smoke/screens';

test.use({ signedInAs: 'admin' });

const PATH = '/Portability/components/Portability';

const choose = async (page: Page, label: string, option: string) => {
  await (await choiceInput(page.locator('#main-content'), label)).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** The designer's editor of the portability design, scrolled to its Rules section. */
const openRules = async (page: Page, link: string, title: string) => {
  await page.goto('/system/configuration/resources');
  await page.getByRole('link', { name: link }).click();
  const section = page.getByRole('region', { name: title });
  await expect(section.getByRole('group')).toHaveCount(2);
  await section.scrollIntoViewIfNeeded();
  await transitionsDone(page);
  return section;
};

test.describe('in Spanish', () => {
  test.use({ language: 'es' });

  test('a request whose receiving operator is the donor is refused under the receiving operator and not saved (1366 px)', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/rest/portabilityRequests')) sent.push(request.url());
    });
    await page.goto(PATH);
    await page.getByRole('link', { name: 'Crear', exact: true }).click();
    const main = page.locator('#main-content');
    await main.getByLabel(/^Número a portar/).fill('3157654329');
    await main.getByLabel(/^Titular/).fill('Rosa Elena Pardo');
    await choose(page, 'Tipo de documento', 'Cédula de ciudadanía');
    await main.getByLabel(/^Número de documento/).fill('52123459');
    await choose(page, 'Operador donante', 'Tigo');
    await choose(page, 'Operador receptor', 'Tigo');
    await main.getByLabel(/^NIP/).fill('4821');
    await main.getByLabel(/^Fecha de solicitud/).fill('2026-11-03');
    await choose(page, 'Estado', 'Solicitada');
    await page.getByRole('button', { name: 'Guardar' }).click();

    const message = 'El operador receptor debe ser distinto del operador donante.';
    // the message is the receiving operator's own helper text, the field marked in error; the donor's is not
    const control = (label: string) => main.locator('.MuiFormControl-root').filter({ has: page.locator('label').filter({ hasText: new RegExp(`^${label}`) }) }).first();
    await expect(control('Operador receptor').locator('.MuiFormHelperText-root')).toHaveText(message);
    await expect(control('Operador receptor').locator('label')).toHaveClass(/Mui-error/);
    await expect(control('Operador donante').locator('label')).not.toHaveClass(/Mui-error/);
    await expect(main.getByText(message)).toHaveCount(1);
    await expect(page).toHaveURL(/id=new|\/create/);
    expect(sent, 'nothing was sent').toEqual([]);
    await page.screenshot({ path: `${SCREENS}/designRules-same-operator-es-1366.png` });

    // the designer shows the two rules of the design
    const rules = await openRules(page, 'Solicitudes de portabilidad', 'Reglas');
    const first = rules.getByRole('group', { name: 'Regla 1' });
    await expect(first.getByLabel('Mensaje (español)')).toHaveValue(message);
    await expect(first.getByRole('combobox', { name: /^Condición/ })).toHaveText('debe ser distinto de');
    await page.screenshot({ path: `${SCREENS}/designRules-designer-es-1366.png`, fullPage: true });
  });
});

test.describe('in English', () => {
  test.use({ language: 'en' });

  test('the designer\'s Rules section at 390 px: the two rules of the portability design, nothing wider than the phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const rules = await openRules(page, 'Portability requests', 'Rules');
    const second = rules.getByRole('group', { name: 'Rule 2' });
    await expect(second.getByRole('combobox', { name: /^Condition/ })).toHaveText('on or after');
    await expect(second.getByLabel('Message (English)')).toHaveValue('The scheduled date cannot be before the requested date.');
    await expect(rules.getByRole('button', { name: 'Add rule' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await rules.screenshot({ path: `${SCREENS}/designRules-designer-en-390.png` });
  });
});
