import { BinaryBitmap, HybridBinarizer, MultiFormatReader, RGBLuminanceSource } from '@zxing/library';
import { simOrder, simPair } from '../../mock-server/lines/sim/seed';
import { expect, SCREENS, test, type Page } from './support/fixtures';

// Issue 11: SIM validation and SIM print, used as with a barcode scanner (a burst of keys ending in Enter).
// The admin's session warehouse is BOG-001; each test uses pairs of its own (a pair is recorded once).
test.use({ signedInAs: 'admin' });

const module = (path: string, token: string) => `${path}?token=${token}&url=${encodeURIComponent('/api/')}`;

/** Decodes the CODE128 barcode drawn on a canvas of the page (the bars as the user sees them). */
const decodeCanvas = async (page: Page, testId: string): Promise<string> => {
  const { width, height, gray } = await page.getByTestId(testId).evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    const gray: number[] = [];
    for (let i = 0; i < data.length; i += 4) gray.push(Math.round(0.299 * data[i] + 0.587 * data[i + 1] + 0.114 * data[i + 2]));
    return { width: canvas.width, height: canvas.height, gray };
  });
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(Uint8ClampedArray.from(gray), width, height)));
  return new MultiFormatReader().decode(bitmap).getText();
};

test('SIM validation: each empty field says so, a scanner burst validates once, and a refused pair keeps the fields', async ({ page, session: { token } }) => {
  await page.goto(module('/SimCard/components/TableSimCards', token));
  const order = page.getByLabel('Order');
  const gift = page.getByLabel('Gift SIM');
  const serial = page.getByLabel('SIM', { exact: true });
  await expect(order).toBeFocused();

  // Enter moves on; Enter on the last field sends, and the first empty field says so: nothing sent
  const sent: string[] = [];
  page.on('request', (request) => request.url().includes('SimCard/ValidateSim') && sent.push(request.url()));
  await order.press('Enter');
  await expect(gift).toBeFocused();
  await gift.press('Enter');
  await expect(serial).toBeFocused();
  await serial.press('Enter');
  await expect(page.getByText('Debe ingresar la orden')).toBeVisible();
  // each message replaces the one shown (no 10 s wait behind it)
  await order.fill('OV-X');
  await serial.press('Enter');
  await expect(page.getByText('Debe ingresar el serial de regalo')).toBeVisible();
  await expect(page.getByText('Debe ingresar la orden')).toBeHidden();
  await gift.fill('RG-X');
  await serial.press('Enter');
  await expect(page.getByText('Debe ingresar el serial', { exact: true })).toBeVisible();
  expect(sent).toEqual([]);
  await page.reload();

  // the scanner: three codes, each ending in Enter, typed faster than React renders
  await expect(order).toBeFocused();
  const pair = simPair('BOG-001', 61);
  const movement = simOrder('BOG-001', 2);
  await page.keyboard.type(`${movement}\n${pair.giftSerial}\n${pair.serial}\n`, { delay: 0 });
  await expect(page.getByText(`SIM ${pair.serial} validated with gift ${pair.giftSerial} in order ${movement}.`)).toBeVisible();
  await expect(order).toHaveValue('');
  await expect(gift).toHaveValue('');
  await expect(serial).toHaveValue('');
  await expect(order).toBeFocused();
  expect(sent).toHaveLength(1);
  expect(new URL(sent[0]).searchParams.get('serial')).toBe(pair.serial);

  // the same pair again is refused: the server's data.error, the fields kept
  const refusal = page.waitForResponse((response) => response.url().includes('SimCard/ValidateSim'));
  await page.keyboard.type(`${movement}\n${pair.giftSerial}\n${pair.serial}\n`, { delay: 0 });
  expect((await (await refusal).json()).data.error).toMatch(new RegExp(`^The serial ${pair.serial} was already validated in order ${movement}`));
  // its toast replaces the success toast at once (a scanner's results come seconds apart)
  await expect(page.getByText(new RegExp(`^The serial ${pair.serial} was already validated`))).toBeVisible({ timeout: 3_000 });
  await expect(page.getByText(`SIM ${pair.serial} validated with gift`, { exact: false })).toBeHidden();
  await expect(serial).toHaveValue(pair.serial);
  expect(sent).toHaveLength(2);
  await page.screenshot({ path: `${SCREENS}/sim-validation-en-1280.png` });
});

test('SIM print: both barcodes decode to the two serials, the print shows the card alone, and Print clears and closes', async ({ page, session: { token } }) => {
  await page.goto(module('/SimCard/components/PrintSimCards', token));
  const pair = simPair('BOG-001', 71);
  await page.getByLabel('SIM', { exact: true }).focus();
  await page.keyboard.type(`${pair.serial}\n${pair.giftSerial}\n`, { delay: 0 });
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('SIM delivery')).toBeVisible();
  expect(await decodeCanvas(page, 'barcode-serial')).toBe(pair.serial);
  expect(await decodeCanvas(page, 'barcode-gift')).toBe(pair.giftSerial);
  await expect(dialog.getByText(/María Fernanda Gómez/).first()).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/sim-print-en-1280.png` });

  // printed, the page shows only the card
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('#react-admin-title')).toHaveCSS('visibility', 'hidden');
  await expect(page.locator('#sim-print-card')).toHaveCSS('visibility', 'visible');
  await page.emulateMedia({ media: 'screen' });

  await dialog.getByRole('button', { name: 'Print' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('SIM', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Gift SIM')).toHaveValue('');
});

// npm test runs the Spanish pass at 390 px (the print card's narrowest case); the desktop passes are a reviewer's
for (const [language, width, index] of [['es', 1280, 74], ['en', 1280, 75], ['es', 390, 76]] as const) {
  test.describe(`screenshots ${language} ${width}px`, () => {
    test.use({ language, viewport: { width, height: 800 } });
    const kept = language === 'es' && width === 390;
    test('SIM validation with its message, and the SIM print card', { tag: kept ? [] : '@review' }, async ({ page, session: { token } }) => {
      await page.goto(module('/SimCard/components/TableSimCards', token));
      await expect(page.getByRole('textbox').first()).toBeFocused();
      await page.keyboard.type('\n\n\n', { delay: 0 });
      // the spec quotes this message in Spanish only
      await expect(page.getByText('Debe ingresar la orden')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SCREENS}/sim-validation-${language}-${width}.png` });

      await page.goto(module('/SimCard/components/PrintSimCards', token));
      const pair = simPair('BOG-001', index);
      await page.getByRole('textbox').first().focus();
      await page.keyboard.type(`${pair.serial}\n${pair.giftSerial}\n`, { delay: 0 });
      await expect(page.getByTestId('barcode-gift')).toBeVisible();
      // every value of the card is inside it (none squeezed out at 390 px)
      const card = (await page.locator('#sim-print-card').boundingBox())!;
      for (const value of await page.locator('#sim-print-card dd').all()) {
        const box = (await value.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width + 1);
      }
      expect(await page.locator('#sim-print-card').evaluate((node) => node.scrollWidth - node.clientWidth)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SCREENS}/sim-print-${language}-${width}.png` });
    });
  });
}
