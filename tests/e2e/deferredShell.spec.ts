// Issue 37: the shell's parts that come after the first rows (the language menu, the bell, the Helper, the menu's
// icons, the footer) keep their place while they load (nothing moves: layout shift under 0.05) and work once there.
import { expect, SCREENS, test, transitionsDone, type Page } from './support/fixtures';

test.use({ signedInAs: 'admin' });
// every test here is about what comes after a load's first rows: each has a page of its own (support/sharedPage.ts)
test.use({ shareOnePage: false });

const TEXTS = {
  en: { language: 'Language: English', other: 'Español', bell: 'Notifications', help: 'Help', helpTitle: 'Help and contact', otherBell: 'Notificaciones' },
  es: { language: 'Idioma: Español', other: 'English', bell: 'Notificaciones', help: 'Ayuda', helpTitle: 'Ayuda y contacto', otherBell: 'Notifications' },
} as const;

/** Records the page's layout shifts (not those right after an input) from its first byte. */
const watchLayoutShift = (page: Page) =>
  page.addInitScript(() => {
    (window as unknown as { layoutShift: number }).layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) (window as unknown as { layoutShift: number }).layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

for (const language of ['en', 'es'] as const) {
  test.describe(() => {
    test.use({ language });
    const text = TEXTS[language];

    // npm test runs it in English; the switch at its end walks the Spanish bell, Helper and language menu
    test(`after the first rows the bell, the Helper and the language menu come, in their places, and work (${language})`, { tag: language === 'en' ? [] : '@review' }, async ({ page, session: { token } }) => {
      // a notification waiting for the user
      const code = `E2E-37-${language.toUpperCase()}-${Date.now() % 100000}`;
      const simulated = await page.request.post('/api/ProcessBlod/SimulateProcess', {
        data: { code },
        headers: { Authorization: `Bearer ${token}`, 'Accept-Language': language },
      });
      expect(simulated.ok(), await simulated.text()).toBeTruthy();
      await watchLayoutShift(page);

      await page.goto('/system/configuration/data-bases');
      await expect(page.locator('main tbody tr')).toHaveCount(10);
      // the tools replace their placeholder once the rows are drawn; the menu's icons get their drawings
      await expect(page.locator('[data-placeholder]')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.locator('.RaSidebar-fixed li svg path').first()).toBeAttached();
      await page.waitForLoadState('networkidle');
      await transitionsDone(page);
      // the sum of every shift (stricter than the browser's CLS, its largest window)
      expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThanOrEqual(0.05);
      await page.screenshot({ path: `${SCREENS}/deferredShell-${language}-1280.png` });

      // the bell opens and shows the notification
      await page.getByRole('button', { name: text.bell, exact: true }).click();
      const dropdown = page.getByRole('dialog', { name: text.bell });
      await expect(dropdown.locator('li', { hasText: code })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dropdown).toBeHidden();

      // the Helper opens its panel with the company's contacts
      await page.getByRole('button', { name: text.help, exact: true }).click();
      const helper = page.getByRole('dialog', { name: text.helpTitle });
      await expect(helper).toBeVisible();
      await expect(helper.getByRole('link', { name: /@/ })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(helper).toBeHidden();

      // the language menu switches the language (the page reloads in it)
      await page.getByRole('button', { name: text.language }).click();
      await page.getByRole('menuitem', { name: text.other }).click();
      await expect(page.getByRole('button', { name: text.otherBell, exact: true })).toBeVisible();
      await expect(page.locator('main tbody tr')).toHaveCount(10);
      // the other language's tools: its language menu, the bell with the notification, the Helper
      const other = TEXTS[language === 'en' ? 'es' : 'en'];
      await expect(page.getByRole('button', { name: other.language })).toBeVisible();
      await page.getByRole('button', { name: other.bell, exact: true }).click();
      await expect(page.getByRole('dialog', { name: other.bell }).locator('li', { hasText: code })).toBeVisible();
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: other.help, exact: true }).click();
      await expect(page.getByRole('dialog', { name: other.helpTitle }).getByRole('link', { name: /@/ })).toBeVisible();
    });
  });
}

test('at 390 px the tools come in their places too, and the Helper opens', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await watchLayoutShift(page);
  await page.goto('/system/configuration/data-bases');
  await expect(page.locator('main').getByText(/^1-10 of/).or(page.locator('main [role="listitem"]').first())).toBeVisible();
  await expect(page.locator('[data-placeholder]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await transitionsDone(page);
  expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThanOrEqual(0.05);
  await page.screenshot({ path: `${SCREENS}/deferredShell-en-390.png` });
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Help and contact' })).toBeVisible();
});
