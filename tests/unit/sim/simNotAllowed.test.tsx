// Issue 32 item 1 in both languages (the e2e policyGuards spec runs in Spanish only): the SIM validation of a user
// whose menu entry has L and V but no W (contracts/policy.ts: SimCard/ValidateSim needs W) shows no Validate button
// but the notice, in the reader's language; with W, the button in that language. The other guarded buttons' names
// (the product's Edit, the back office users' Edit and Disable) in both languages.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMenuAccess } from '../../../src/shell/auth/menuAccess';
import { SimValidation } from '../../../src/lines/sim/SimValidation';
import { simMessages } from '../../../src/lines/sim/messages';
import { catalogueMessages } from '../../../src/lines/catalogue/messages';
import { repairBackOfficeMessages } from '../../../src/lines/repairBackOffice/messages';
import { renderWithAdmin, testI18n, type Locale } from '../support/renderWithAdmin';

/** the texts of the screens these tests name (the unit lines leave SIM and catalogue out) */
const LINES = [simMessages, catalogueMessages, repairBackOfficeMessages];

const SIM_MENU = {
  header: 'Validación de SIM', link: '/SimCard/components/TableSimCards', iconName: '', index: 0, id: 1, sourcePrime: false,
  permissions: { l: true, v: true, w: false, r: false, d: false }, childrenLinks: [],
};

/** The signed-in user's menu tree (the screens read it from the session's cache), with or without W on the SIM entry. */
const signedInWith = (w: boolean) => {
  localStorage.setItem('auth_userId', '7');
  void loadMenuAccess((async () => ({ isSuccess: true, message: '', data: [{ ...SIM_MENU, permissions: { ...SIM_MENU.permissions, w } }] })) as never);
};

const renderSim = (locale: Locale) => {
  const validateSim = vi.fn(async () => ({ mensaje: 'ok' }));
  renderWithAdmin(<SimValidation />, { locale, dataProvider: { call: vi.fn(), validateSim }, lines: LINES });
  return { validateSim };
};

const TEXT = {
  en: { order: 'Order', validate: 'Validate', notAllowed: 'Your permissions do not let you send codes from this screen.' },
  es: { order: 'Orden', validate: 'Validar', notAllowed: 'Sus permisos no le permiten enviar códigos desde esta pantalla.' },
} as const;

describe('the SIM validation follows the policy in the reader language', () => {
  beforeEach(() => localStorage.clear());

  for (const locale of ['en', 'es'] as const) {
    const t = TEXT[locale];
    it(`${locale}: without W, no ${t.validate} button but "${t.notAllowed}"`, async () => {
      signedInWith(false);
      const { validateSim } = renderSim(locale);
      expect(await screen.findByTestId('sim-not-allowed')).toHaveTextContent(t.notAllowed);
      expect(screen.getByRole('textbox', { name: t.order })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: t.validate })).toBeNull();
      expect(validateSim).not.toHaveBeenCalled();
    });

    it(`${locale}: with W, the ${t.validate} button and no notice`, async () => {
      signedInWith(true);
      renderSim(locale);
      expect(await screen.findByRole('button', { name: t.validate })).toBeInTheDocument();
      expect(screen.queryByTestId('sim-not-allowed')).toBeNull();
    });
  }

  it('names the other guarded buttons in English and Spanish: the product’s Edit, the back office users’ Edit and Disable', () => {
    const name = (locale: Locale, key: string) => testI18n(locale, LINES).translate(key);
    const keys = ['app.catalogue.edit', 'app.backOffice.common.edit', 'app.backOffice.users.disable'];
    expect(keys.map((key) => name('en', key))).toEqual(['Edit', 'Edit', 'Disable']);
    expect(keys.map((key) => name('es', key))).toEqual(['Editar', 'Editar', 'Deshabilitar']);
  });
});
