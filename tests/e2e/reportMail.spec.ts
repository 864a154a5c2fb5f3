import { readFileSync } from 'node:fs';
import * as XLSX from 'xlsx';
import { expect, SCREENS, test, transitionsDone, type Page } from './support/fixtures';
import { onOwnServer, ownServer } from './support/ownServer';

// Issue 36 item 1: a report really e-mailed. From the viewer the whole report goes by e-mail to the embedded SMTP
// catcher; the administrator opens it in the Mailbox, downloads the attachment and the .xlsx holds the report (its
// header row and every row). A server whose SMTP_URL cannot be reached says why and when the mail is retried.
test.use({ signedInAs: 'admin' });
test.describe.configure({ mode: 'serial' });

const VIEWER = '/system/report/report-view?id=4&url=%2Fapi%2F';
const REPORT = 'Reporte de existencias por bodega';

const TEXTS = {
  es: {
    execute: 'Ejecutar', send: 'Enviar por correo', email: 'Correo', sendButton: 'Enviar', sent: 'Se envío correctamente el reporte.',
    sentChip: 'Enviado', subject: `Reporte: ${REPORT}`, body: `Adjunto encontrará el reporte "${REPORT}"`, mailbox: 'Buzón de correo',
    open: `Abrir el mensaje Reporte: ${REPORT}`, attachments: 'Adjuntos', close: 'Cerrar', notSent: 'Aún no enviado',
    willRetry: /El reporte no se envió: el servidor de correo no lo recibió \(.*ECONNREFUSED.*\)\. Queda en cola y se reintentará a las/,
    retryLine: /ECONNREFUSED.* · próximo intento: \d/, smtpMode: 'El correo se envía al servidor de correo 127.0.0.1:1: aquí no se guarda nada.',
  },
  en: {
    execute: 'Execute', send: 'Send by e-mail', email: 'E-mail', sendButton: 'Send', sent: 'The report was sent successfully.',
    sentChip: 'Sent', subject: `Report: ${REPORT}`, body: `Attached is the report "${REPORT}"`, mailbox: 'Mailbox',
    open: `Open the message Report: ${REPORT}`, attachments: 'Attachments', close: 'Close', notSent: 'Not sent yet',
    willRetry: /The report was not sent: the mail server did not take it \(.*ECONNREFUSED.*\)\. It stays queued and will be retried at/,
    retryLine: /ECONNREFUSED.* · next attempt at \d/, smtpMode: 'E-mail goes to the mail server 127.0.0.1:1: nothing is kept here.',
  },
} as const;

/** Runs report 4 (minimum 0) and e-mails it; answers the rows the viewer counted. */
async function runAndSend(page: Page, t: (typeof TEXTS)['es' | 'en'], to: string) {
  await page.getByLabel('Cantidad mínima').fill('0');
  await page.getByRole('button', { name: t.execute, exact: true }).click();
  await expect(page.getByTestId('report-count')).toBeVisible();
  const count = Number((await page.getByTestId('report-count').textContent())!.match(/^[\d.,]+/)![0].replace(/[.,]/g, ''));
  await page.getByRole('button', { name: t.send }).click();
  const dialog = page.getByRole('dialog', { name: t.send });
  await dialog.getByLabel(t.email).fill(to);
  await dialog.getByRole('button', { name: t.sendButton, exact: true }).click();
  await expect(dialog).toBeHidden();
  return count;
}

for (const language of ['es', 'en'] as const) {
  test.describe(`in ${language === 'es' ? 'Spanish' : 'English'}`, () => {
    test.use({ language });
    const t = TEXTS[language];

    // npm test sends it in Spanish; the English texts → tests/unit/reports/mailRules.test.ts › the e-mail texts in en,
    // the English mail → mock-server/reports/routes.test.ts › in English: subject and body…
    test('send a report by e-mail, read it in the Mailbox and open the attached .xlsx', { tag: language === 'es' ? [] : '@review' }, async ({ page }) => {
      const to = `analista.${language}@example.com`;
      await page.goto(VIEWER);
      await expect(page.getByRole('heading', { level: 1, name: REPORT })).toBeVisible();
      const rows = await runAndSend(page, t, to);
      expect(rows).toBeGreaterThan(0);
      await expect(page.getByText(t.sent)).toBeVisible();
      const outbox = page.locator('section[aria-labelledby="report-outbox-title"]').getByRole('listitem').first();
      await expect(outbox).toContainText(t.sentChip);
      await expect(outbox).toContainText(to);

      // the Mailbox: the message as the catcher received it
      await page.goto('/system/mailbox');
      await expect(page.locator('#react-admin-title')).toHaveText(t.mailbox);
      const row = page.getByRole('row').filter({ hasText: to }).first();
      await expect(row).toContainText(t.subject);
      await expect(row).toContainText('no-reply@console.local');
      await page.screenshot({ path: `${SCREENS}/report-mail-mailbox-${language}.png`, fullPage: true });
      await row.getByRole('button', { name: t.open }).click();
      const message = page.getByRole('dialog', { name: t.subject });
      await expect(message).toContainText(t.body);
      await expect(message).toContainText(to);
      await transitionsDone(page);
      await page.screenshot({ path: `${SCREENS}/report-mail-message-${language}.png`, fullPage: true });

      // the attachment: a real workbook with the report's header row and every row
      const download = page.waitForEvent('download');
      await message.getByRole('link', { name: /\.xlsx$/ }).click();
      const file = await (await download).path();
      const book = XLSX.read(readFileSync(file), { type: 'buffer' });
      const sheet = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
      expect(sheet[0]).toEqual(['Bodega', 'Subinventario', 'Productos', 'Unidades']);
      expect(sheet).toHaveLength(rows + 1);
      await message.getByRole('button', { name: t.close }).click();
      await expect(message).toBeHidden();
    });
  });
}

test.describe('at 390 px', () => {
  test.use({ language: 'es', viewport: { width: 390, height: 844 } });

  test('the Mailbox lists the messages and opens one full screen', async ({ page }) => {
    await page.goto('/system/mailbox');
    const first = page.getByRole('list', { name: 'Buzón de correo' }).getByRole('button').first();
    await expect(first).toContainText(REPORT);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SCREENS}/report-mail-mailbox-390.png`, fullPage: true });
    await first.click();
    const message = page.getByRole('dialog');
    await expect(message.getByRole('link', { name: /\.xlsx$/ })).toBeVisible();
    await transitionsDone(page);
    await page.screenshot({ path: `${SCREENS}/report-mail-message-390.png` });
  });
});

// a server of its own whose SMTP_URL cannot be reached (nothing listens on port 1); its pages are on it, signed in as
// the administrator
test.describe('an SMTP server that cannot be reached', () => {
  const unreachable = onOwnServer(ownServer('mail-unreachable', { env: { SMTP_URL: 'smtp://127.0.0.1:1' } }));

  for (const language of ['es', 'en'] as const) {
    // a group without a title: the language is the page's from its start, the test's title stays as it was
    unreachable.describe(() => {
      unreachable.use({ language });

      // the English message → mock-server/mailRoutes.test.ts, the English outbox and Mailbox lines → mailRules.test.ts
      unreachable(`shows the reason and the retry (${language}), and the Mailbox keeps nothing`, { tag: language === 'es' ? [] : '@review' }, async ({ page }) => {
        const t = TEXTS[language];
        await page.goto(VIEWER);
        await runAndSend(page, t, `jefe.${language}@example.com`);
        await expect(page.getByText(t.willRetry)).toBeVisible();
        await expect(page.getByText(t.sent)).toHaveCount(0);
        const outbox = page.locator('section[aria-labelledby="report-outbox-title"]').getByRole('listitem').first();
        await expect(outbox).toContainText(t.notSent);
        await expect(outbox).toContainText(t.retryLine);
        await page.screenshot({ path: `${SCREENS}/report-mail-retry-${language}.png`, fullPage: true });
        await page.goto('/system/mailbox');
        await expect(page.getByText(t.smtpMode)).toBeVisible();
      });
    });
  }
});
