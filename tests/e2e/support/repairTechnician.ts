// The technician's steps (spec 03 §2.7, spec 04 §2.8), shared by repairTechnician.spec.ts and repairJourney.spec.ts:
// signing in as a technician, finding an order in a tile, the confirmed row actions, the repair modal (loan phone,
// quote, diagnosis) and quality control. The screens are in English unless a spec asks otherwise.
import { expect, type Locator, type Page } from '@playwright/test';
import { LANGUAGE_KEY } from '../../../src/shell/auth/session';
import { signInViaApi } from './session';

export const TECH1 = { login: 'tecnico1', password: 'Tecnico#2026' };
export const TECH2 = { login: 'tecnico2', password: 'Tecnico#2026' };
/** The seeded technicians by the name the logistics' Asignar taller lists, and their sign-ins (README). */
export const TECHNICIAN_LOGINS: Record<string, string> = {
  'Andrés Felipe Rojas': 'tecnico1', 'Luisa Fernanda Ortiz': 'tecnico2', 'Camilo Esteban Pardo': 'tecnico3', 'Natalia Restrepo Vélez': 'tecnico4',
};
export const technicianNamed = (name: string) => ({ login: TECHNICIAN_LOGINS[name], password: TECH1.password });
export const FORM = '/MobileOperator/TechnicalServiceForm';

/** Signs in as `user` (a session of its own) with the language stored, then opens `path`. */
export async function openAs(page: Page, user: { login: string; password: string }, path: string, language: 'es' | 'en' = 'es') {
  const session = await signInViaApi(page, user);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [LANGUAGE_KEY, language]);
  await page.goto(path);
  return session;
}

export const techRow = (page: Page, id: number) => page.locator(`tbody tr[data-order="${id}"]`);
export const success = (page: Page) => expect(page.getByText('Successful process.').last()).toBeVisible();

/** Shows only the order with this IMEI in the table (the free-text filter), in the tile `tile`, in state `state`. */
export async function showOrder(page: Page, tile: string, imei: string, id: number, state: string) {
  await page.locator(`[data-tile="${tile}"]`).click();
  await page.getByRole('textbox', { name: 'Filter' }).fill(imei);
  await expect(techRow(page, id).locator('td[data-state]')).toHaveAttribute('data-state', state);
}

/** A row action that asks first (arrival, payment, send to the point), confirmed and done. */
export async function confirmAction(page: Page, id: number, action: string) {
  await techRow(page, id).getByRole('button', { name: action }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await success(page);
}

/** Reparación on the order's row: the repair modal. */
export async function openRepair(page: Page, id: number) {
  await techRow(page, id).getByRole('button', { name: 'Reparación' }).click();
  return page.getByRole('dialog', { name: `Repair of order ${id}` });
}

const diagnosisButtons = (repair: Locator) => [repair.getByRole('button', { name: 'Guardar diagnóstico' }), repair.getByRole('button', { name: 'Enviar cotizacion' })];

/**
 * Line type 2 without a loan phone: the modal asks for one and does not save; the last free phone is chosen in
 * its loan step and lent, the device tab shows it and the diagnosis buttons enable. Answers the phone's IMEI.
 */
export async function lendLoanPhone(page: Page, repair: Locator): Promise<string> {
  const step = repair.getByTestId('loan-step');
  await expect(step).toContainText('Line type 2: lend the client a phone before the repair.');
  for (const button of diagnosisButtons(repair)) await expect(button).toBeDisabled();
  await step.getByRole('combobox', { name: 'Loan phone' }).click();
  const phone = page.getByRole('option').last();
  const imei = (await phone.innerText()).split(' · ').at(-1)!.trim();
  await phone.click();
  await step.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText(`Loan phone ${imei} assigned`)).toBeVisible();
  await expect(step).toHaveCount(0);
  await expect(repair.locator('[data-field="loanDevice"]')).toContainText(imei);
  for (const button of diagnosisButtons(repair)) await expect(button).toBeEnabled();
  return imei;
}

/** Reparacion with final state 6, its out-of-warranty choice, a quote and a warranty-loss date: Enviar cotizacion (→ 3). */
export async function sendQuote(page: Page, repair: Locator, price: string) {
  await repair.getByRole('tab', { name: 'Reparacion' }).click();
  await repair.getByRole('combobox', { name: 'Final state' }).click();
  await page.getByRole('option', { name: /^6 · / }).click();
  await repair.getByRole('combobox', { name: 'Out-of-warranty choice' }).click();
  await page.getByRole('option').first().click();
  await repair.getByRole('spinbutton', { name: 'Quote (COP)' }).fill(price);
  const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  await repair.getByLabel('Warranty-loss date').fill(inTenDays);
  await repair.getByRole('button', { name: 'Enviar cotizacion' }).click();
  await success(page);
  await expect(repair).toHaveCount(0);
}

/** A photo on Fotos, previewed once loaded. */
export async function addPhoto(repair: Locator, photo: { name: string; mimeType: string; buffer: Buffer }) {
  await repair.getByRole('tab', { name: 'Fotos' }).click();
  await repair.getByLabel('Add photo').setInputFiles(photo);
  const image = repair.getByRole('img', { name: photo.name });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

/** Reparacion with final state 1 and comments: Guardar diagnóstico sends the order to quality control (→ 4). */
export async function saveRepair(page: Page, repair: Locator, comments: string) {
  await repair.getByRole('tab', { name: 'Reparacion' }).click();
  await repair.getByRole('combobox', { name: 'Final state' }).click();
  await page.getByRole('option', { name: /^1 · / }).click();
  await repair.getByRole('textbox', { name: 'Comments' }).fill(comments);
  await repair.getByRole('button', { name: 'Guardar diagnóstico' }).click();
  await success(page);
}

/**
 * Control de Calidad on the order's row: the nine checks (camera and headphones under their own labels), all
 * ticked but `failing`, the observations, Aprobar control (→ 5).
 */
export async function passQualityControl(page: Page, id: number, failing: string, observations: string) {
  await techRow(page, id).getByRole('button', { name: 'Control de Calidad' }).click();
  const quality = page.getByRole('dialog', { name: `Quality control of order ${id}` });
  await expect(quality.getByRole('checkbox')).toHaveCount(9);
  await expect(quality.getByRole('checkbox', { name: 'Camera' })).toHaveAttribute('name', 'camera');
  await expect(quality.getByRole('checkbox', { name: 'Headphones' })).toHaveAttribute('name', 'headphone');
  for (const check of await quality.getByRole('checkbox').all()) await check.check();
  await quality.getByRole('checkbox', { name: failing }).uncheck();
  await quality.getByRole('textbox', { name: 'Observations' }).fill(observations);
  await quality.getByRole('button', { name: 'Aprobar control' }).click();
  await success(page);
}
