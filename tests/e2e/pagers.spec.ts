import { expect, SCREENS as SHOTS, test } from './support/fixtures';

// Every table's pager follows the language (issue 33 item 4): its range ("1–10 de 60") and its buttons' names. The
// plain MUI pagers (logistics, the back office's tables, the satellite-TV line's) took MUI's English defaults in
// Spanish; react-admin's lists translate theirs. One screen of each kind that opens on a page of rows.
test.use({ signedInAs: 'admin' });

const module = (token: string) => `token=${token}&url=${encodeURIComponent('/api/')}`;
const SCREENS: { path: string; module?: true }[] = [
  { path: '/MobileOperator/Logistics' },
  { path: '/MobileOperator/UserManagement' },
  { path: '/MobileOperator/PhoneAbandoned' },
  { path: '/MobileOperator/LoanPhoneManagement' },
  { path: '/system/configuration/data-bases' },
  { path: '/SatelliteTV/components/Talker', module: true },
  { path: '/SatelliteTV/components/Remission', module: true },
];

const EXPECTED = {
  es: { range: /^\d+[–-]\d+ de \d/, next: /siguiente/i, foreign: /\bof\b|next|previous|rows/i },
  en: { range: /^\d+[–-]\d+ of \d/, next: /next/i, foreign: /\bde\b|siguiente|anterior|filas/i },
} as const;

// Spanish kept in npm test; the English pass is @review (test:screens): tests/unit/layout/pagers.test.tsx renders
// each kind of pager in English and Spanish.
for (const language of ['es', 'en'] as const) {
  test.describe(() => {
    test.use({ language });
    test(`every screen's pager speaks ${language}`, { tag: language === 'es' ? [] : ['@review'] }, async ({ page, session: { token } }) => {
      const wrong: string[] = [];
      for (const screen of SCREENS) {
        await page.goto(screen.module ? `${screen.path}?${module(token)}` : screen.path);
        const range = page.locator('.MuiTablePagination-displayedRows').first();
        await expect(range).toHaveText(/\d/, { timeout: 15_000 });
        const text = (await range.textContent())?.trim() ?? '';
        const buttons = page.locator('.MuiTablePagination-actions button');
        const names = await buttons.evaluateAll((all) => all.map((button) => button.getAttribute('aria-label') ?? button.getAttribute('title') ?? ''));
        const expected = EXPECTED[language];
        if (!names.some((name) => expected.next.test(name))) wrong.push(`${screen.path}: no next-page button among "${names.join('", "')}"`);
        for (const name of names) if (expected.foreign.test(name.replace(expected.next, ''))) wrong.push(`${screen.path}: button "${name}"`);
        if (!expected.range.test(text) || expected.foreign.test(text)) wrong.push(`${screen.path}: range "${text}"`);
        // "Rows per page" where the pager offers a choice
        for (const label of await page.locator('.MuiTablePagination-selectLabel').allTextContents()) {
          if (expected.foreign.test(label)) wrong.push(`${screen.path}: "${label}"`);
        }
      }
      expect(wrong).toEqual([]);

      // on a phone the Mailbox's pager keeps its "next page" button inside its card (issue 47 item 3)
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/system/mailbox');
      const card = page.locator('#main-content .MuiCard-root').filter({ has: page.locator('.MuiTablePagination-root') });
      const next = card.locator('.MuiTablePagination-actions button').last();
      await expect(next).toBeVisible();
      const [cardBox, nextBox] = [(await card.boundingBox())!, (await next.boundingBox())!];
      expect(nextBox.x).toBeGreaterThanOrEqual(cardBox.x);
      expect(nextBox.x + nextBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SHOTS}/mailbox-pager-${language}-390.png` });
    });
  });
}
