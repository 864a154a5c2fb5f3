import { SESSION_KEYS } from '../../src/shell/auth/session';
import { expect, SCREENS, test, transitionsDone, type Page } from './support/fixtures';

test.use({ signedInAs: 'admin' });

// menu entries are named in the user's language (the seed names each in Spanish and English)
const ADMIN_GROUPS = ['Administration', 'Reports', 'Satellite TV', 'Mobile operator', 'Portability', 'File uploads', 'Catalogue', 'SIM cards'];

const sideMenu = (page: Page, name = /Main menu|Menú principal/) => page.getByRole('menu', { name });
/** A group's header (the entries are menu items too, some with the same name, e.g. Portabilidad). */
const groupHeader = (page: Page, name: string) =>
  sideMenu(page).getByRole('menuitem', { name, exact: true }).and(page.locator('[aria-expanded]'));

/** Expands a side-menu group (if it is not already) and clicks one of its entries. */
const openMenuEntry = async (page: Page, group: string, entry: string) => {
  const header = groupHeader(page, group);
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  await page.getByRole('menu', { name: group }).getByRole('menuitem', { name: entry, exact: true }).click();
};

test('side menu: the admin\'s groups, navigation, the current entry highlighted, breadcrumb and footer', async ({ page }) => {
  await page.goto('/system/dashboard');
  for (const group of ADMIN_GROUPS) await expect(groupHeader(page, group)).toBeVisible();
  // the group of the current page starts expanded
  await expect(groupHeader(page, 'Administration')).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('menu', { name: 'Administration' }).getByRole('menuitem', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

  await openMenuEntry(page, 'Administration', 'Microservices');
  await expect(page).toHaveURL(/\/system\/configuration\/data-bases$/);
  await expect(page.locator('tbody tr')).toHaveCount(10);
  const current = page.getByRole('menu', { name: 'Administration' }).getByRole('menuitem', { name: 'Microservices' });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(current).toHaveClass(/RaMenuItemLink-active/);

  // breadcrumb: the menu's own names (issue 47 item 5), Administration > Microservices; a step links only where a
  // page exists (issue 10 item 2: a group is none, the current page is text)
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['Administration', 'Microservices']);
  await expect(breadcrumb.getByRole('link')).toHaveCount(0);

  // a group collapses and expands again
  await groupHeader(page, 'Reports').click();
  await expect(page.getByRole('menu', { name: 'Reports' }).getByRole('menuitem')).toHaveCount(3);
  await groupHeader(page, 'Reports').click();
  await expect(page.getByRole('menu', { name: 'Reports' })).toHaveCount(0);

  // footer: Company/Info's year, version and last-update date
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Copyright © 2026 Grupo Andino de Servicios S.A.S.');
  await expect(footer).toContainText('Version 5.0.0');
  await expect(footer).toContainText('Last update November 1, 2026');

  await page.screenshot({ path: `${SCREENS}/layout-en-1280.png` });
});

test('an external-module entry asks for its role and opens its path with token, api and url', async ({ page, session }) => {
  await page.goto('/system/dashboard');
  await openMenuEntry(page, 'Catalogue', 'Products');
  await expect(page).toHaveURL(/\/Catalog\/components\/Products\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('token')).toBe(session.token);
  expect(url.searchParams.get('api')).toBe('Catalog');
  expect(url.searchParams.get('url')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/$/);
  const role = await page.evaluate((keys) => [localStorage.getItem(keys.roleId), localStorage.getItem(keys.roleName)], SESSION_KEYS);
  expect(role).toEqual(['1', 'Administrador']);
});

test('the sidebar: unpinned it opens on hover and closes 2.5 s after the pointer leaves; pinned it stays', async ({ page }) => {
  // the page's timers run on Playwright's clock, so the test moves time on instead of waiting for it
  await page.clock.install();
  await page.goto('/system/dashboard');
  const sidebar = page.locator('.RaSidebar-docked');
  const menuOpen = page.locator('.RaMenu-open');
  await expect(menuOpen).toBeVisible();
  await page.getByRole('button', { name: 'Let the menu collapse' }).click();
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEYS.sidebarStatic)).toBe('false');

  await page.mouse.move(900, 500);
  await page.clock.runFor(1500);
  await expect(menuOpen).toBeVisible(); // not yet: 2.5 s
  await page.clock.runFor(1000);
  await expect(page.locator('.RaMenu-closed')).toBeVisible();
  await transitionsDone(page);
  await page.screenshot({ path: `${SCREENS}/layout-collapsed-en-1280.png` });

  // hovering the collapsed bar opens it over the content (the content does not move)
  const contentLeft = (await page.locator('#main-content').boundingBox())!.x;
  await sidebar.hover();
  await expect(menuOpen).toBeVisible();
  expect((await page.locator('#main-content').boundingBox())!.x).toBe(contentLeft);
  await transitionsDone(page);
  await page.screenshot({ path: `${SCREENS}/layout-floating-en-1280.png` });

  // pinned again, it stays open after the pointer leaves and moves the content aside
  await page.getByRole('button', { name: 'Keep the menu open' }).click();
  await page.mouse.move(900, 500);
  await page.clock.runFor(3000);
  await expect(menuOpen).toBeVisible();
  // the content slides aside with a CSS transition, which runs on real time, not on the page's clock
  await expect.poll(async () => (await page.locator('#main-content').boundingBox())!.x).toBeGreaterThan(contentLeft + 100);
});

test('the Helper panel shows the company contact details and social links', async ({ page }) => {
  await page.goto('/system/dashboard');
  await page.getByRole('button', { name: 'Help' }).click();
  const panel = page.getByRole('dialog', { name: 'Help and contact' });
  await expect(panel).toContainText('Grupo Andino de Servicios S.A.S.');
  await expect(panel.getByRole('link', { name: 'contacto@grupoandino.co' })).toHaveAttribute('href', 'mailto:contacto@grupoandino.co');
  await expect(panel.getByRole('link', { name: '+57 601 508 7700' })).toHaveAttribute('href', 'tel:+576015087700');
  for (const [name, href] of [
    ['Twitter', 'https://twitter.com/grupoandino'],
    ['Facebook', 'https://www.facebook.com/grupoandino'],
    ['Instagram', 'https://www.instagram.com/grupoandino'],
  ]) {
    const link = panel.getByRole('link', { name: `${name} (opens in a new tab)` });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  await transitionsDone(page);
  await page.screenshot({ path: `${SCREENS}/layout-helper-en-1280.png` });
  await panel.getByRole('button', { name: 'Close help' }).click();
  await expect(panel).toHaveCount(0);
});

test('the language switch turns the interface Spanish, and it survives a reload', async ({ page }) => {
  await page.goto('/system/configuration/data-bases');
  await expect(page.getByRole('textbox', { name: 'Search' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();

  await expect(page.getByRole('button', { name: 'Idioma: Español' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es');
  const checkSpanish = async () => {
    await expect(page.locator('#react-admin-title')).toHaveText('Microservicios');
    await expect(page.getByPlaceholder('Buscar').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('listitem')).toHaveText(['Administración', 'Microservicios']);
    await expect(page.getByRole('contentinfo')).toContainText('Versión 5.0.0');
    await expect(page.getByRole('contentinfo')).toContainText('Última actualización: 1 de noviembre de 2026');
    await expect(page.getByRole('button', { name: 'Notificaciones' })).toBeVisible();
  };
  await checkSpanish();
  await page.screenshot({ path: `${SCREENS}/layout-es-1280.png` });
  await page.reload();
  await checkSpanish();

  await page.getByRole('button', { name: 'Ayuda' }).click();
  await expect(page.getByRole('dialog', { name: 'Ayuda y contacto' })).toContainText('Correo electrónico');
  await transitionsDone(page);
  await page.screenshot({ path: `${SCREENS}/layout-helper-es-1280.png` });
});

test('on a phone the app bar slides away as the page scrolls down and comes back as it scrolls up', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 500 });
  await page.goto('/system/configuration/data-bases');
  const bar = page.locator('header').first();
  await expect(page.getByText('Consola Administrativa')).toBeVisible();
  await expect(bar).toBeInViewport();
  // the page is taller than the screen: scrolled down, the bar leaves the screen
  expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(300);
  await page.mouse.move(195, 300);
  await expect(async () => {
    await page.mouse.wheel(0, 400);
    await expect(bar).not.toBeInViewport({ timeout: 1000 });
  }).toPass();
  // a little scroll back up brings it back
  await page.mouse.wheel(0, -150);
  await expect(bar).toBeInViewport();
});

const PHONE_TEXTS = {
  en: { openSearch: 'Open search', search: 'Search', closeSearch: 'Close search', menu: 'Main menu', group: 'Administration', home: 'Home', long: ['Reports', 'Portability'] },
  es: { openSearch: 'Abrir búsqueda', search: 'Buscar', closeSearch: 'Cerrar búsqueda', menu: 'Menú principal', group: 'Administración', home: 'Inicio', long: ['Reportes', 'Portabilidad'] },
} as const;

/** The names of the phone drawer's entries cut instead of wrapped, once the groups with long names are open. */
const cutMenuNames = async (page: Page, text: (typeof PHONE_TEXTS)[keyof typeof PHONE_TEXTS]) => {
  for (const group of text.long) await groupHeader(page, group).click();
  await expect(page.getByRole('menu', { name: text.long[1] }).getByRole('menuitem')).not.toHaveCount(0);
  return sideMenu(page, new RegExp(text.menu)).evaluate((menu) =>
    [...menu.querySelectorAll('[role=menuitem] .MuiTypography-root')].filter((name) => name.scrollWidth > name.clientWidth).map((name) => name.textContent),
  );
};

for (const language of ['en', 'es'] as const) {
  test.describe(() => {
    test.use({ language });
    // npm test runs it in Spanish, and at its end repeats in English what differs by language: the search's and the
    // drawer's names, and that no menu name is cut (English names can be longer than Spanish ones)
    test(`on a 390 px phone (${language}) nothing overflows, the search is an icon and the menu a drawer`, { tag: language === 'es' ? [] : '@review' }, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/system/configuration/data-bases');
      // phones get react-admin's simple list instead of the table
      await expect(page.getByText('Consola Administrativa')).toBeVisible();
      const text = PHONE_TEXTS[language];
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);
      const bar = page.locator('header').first();
      const barBox = (await bar.boundingBox())!;
      expect(barBox.width).toBeLessThanOrEqual(390);
      await transitionsDone(page);
      await page.screenshot({ path: `${SCREENS}/layout-${language}-390.png` });

      // the header search acts on the home page only, so it shows only there (issue 10 item 6)
      await expect(page.getByRole('button', { name: text.openSearch })).toHaveCount(0);
      await page.goto('/system/dashboard');
      // the search opens over the bar, keeps what was typed, and closes again
      await page.getByRole('button', { name: text.openSearch }).click();
      await page.getByRole('searchbox', { name: text.search }).fill('usuarios');
      await transitionsDone(page);
      await page.screenshot({ path: `${SCREENS}/layout-search-${language}-390.png` });
      await page.getByRole('button', { name: text.closeSearch }).click();
      await expect(page.getByRole('searchbox', { name: text.search })).toHaveCount(0);
      // closed, the filtered home page still says so, with a way to clear it
      const filtered = page.getByRole('status').filter({ hasText: '“usuarios”' });
      await expect(filtered).toBeVisible();
      await filtered.getByRole('button').click();
      await expect(filtered).toHaveCount(0);
      await page.goto('/system/configuration/data-bases');

      // the menu is react-admin's temporary drawer: opened by the app bar's button, closed by choosing an entry
      await page.locator('header').getByRole('button', { name: /menu|menú/i }).first().click();
      await expect(sideMenu(page, new RegExp(text.menu))).toBeVisible();
      expect(await overflow()).toBeLessThanOrEqual(0);
      // long names ("Configuración de reportes", "Solicitudes de portabilidad") wrap instead of being cut (issue 47 item 4)
      expect(await cutMenuNames(page, text)).toEqual([]);
      await transitionsDone(page);
      await page.screenshot({ path: `${SCREENS}/layout-menu-${language}-390.png` });
      await openMenuEntry(page, text.group, text.home);
      await expect(page).toHaveURL(/\/system\/dashboard$/);
      await expect(sideMenu(page, new RegExp(text.menu))).toBeHidden();

      // a title too long for the bar ends in an ellipsis (its text inline, where the ellipsis reaches it) and shows
      // whole on focus and on hover (issue 47 item 4)
      await page.goto('/MobileOperator/WorkShopManagement');
      const title = page.locator('#react-admin-title');
      await expect(title).not.toBeEmpty();
      const whole = (await title.textContent())!;
      expect(await title.evaluate((element) => element.scrollWidth > element.clientWidth && getComputedStyle(element).textOverflow === 'ellipsis')).toBe(true);
      expect(await title.evaluate((element) => [...element.querySelectorAll('*')].map((inner) => getComputedStyle(inner).display).filter((display) => display !== 'inline'))).toEqual([]);
      await page.locator('header [tabindex="0"]').filter({ has: title }).focus();
      await expect(page.getByRole('tooltip')).toHaveText(whole);
      await page.screenshot({ path: `${SCREENS}/layout-title-${language}-390.png` });
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await expect(page.getByRole('tooltip')).toHaveCount(0);
      await title.hover();
      await expect(page.getByRole('tooltip')).toHaveText(whole);

      // the other language once: its search's names on the home page, its drawer, no menu name cut
      const other = PHONE_TEXTS[language === 'es' ? 'en' : 'es'];
      await page.evaluate((lang) => localStorage.setItem('language', lang), language === 'es' ? 'en' : 'es');
      await page.goto('/system/dashboard');
      await page.reload();
      await page.getByRole('button', { name: other.openSearch }).click();
      await expect(page.getByRole('searchbox', { name: other.search })).toBeVisible();
      await page.getByRole('button', { name: other.closeSearch }).click();
      await page.locator('header').getByRole('button', { name: /menu|menú/i }).first().click();
      await expect(sideMenu(page, new RegExp(other.menu))).toBeVisible();
      expect(await cutMenuNames(page, other)).toEqual([]);
      await openMenuEntry(page, other.group, other.home);
      await expect(sideMenu(page, new RegExp(other.menu))).toBeHidden();
    });
  });
}
