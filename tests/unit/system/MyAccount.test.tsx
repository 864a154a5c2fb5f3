import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { SESSION_KEYS } from '../../../src/shell/auth/session';
import { canChangePassword, matchesNewPassword } from '../../../src/shell/system/account/accountRules';
import { MyAccount } from '../../../src/shell/system/MyAccount';
import { renderWithAdmin } from '../support/renderWithAdmin';

const signIn = (changePassword: 'True' | 'False') => {
  const session: Record<string, string> = {
    [SESSION_KEYS.userId]: '43',
    [SESSION_KEYS.name]: 'Valentina Cárdenas Ríos',
    [SESSION_KEYS.login]: 'clave.demo',
    [SESSION_KEYS.email]: 'clave.demo@grupoandino.co',
    [SESSION_KEYS.codBodega]: 'MED-001',
    [SESSION_KEYS.transactionDate]: '2026-11-03T15:04:00.000Z',
    [SESSION_KEYS.changePassword]: changePassword,
  };
  for (const [key, value] of Object.entries(session)) localStorage.setItem(key, value);
};
afterEach(() => localStorage.clear());

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

const submit = (dialog: HTMLElement, name: string) => userEvent.click(within(dialog).getByRole('button', { name }));

const fillIn = async (current: string, next: string, repeated: string) => {
  await userEvent.type(field(/^Current password/), current);
  await userEvent.type(field(/^New password/), next);
  await userEvent.type(field(/^Repeat the new password/), repeated);
};

const openDialog = async (
  locale: 'en' | 'es' = 'en',
  call: Mock<(request: unknown) => Promise<unknown>> = vi.fn(async () => ({ isSuccess: true, message: '', data: true })),
) => {
  signIn('True');
  renderWithAdmin(<MyAccount />, { call, locale });
  await userEvent.click(screen.getByRole('button', { name: locale === 'en' ? 'Change password' : 'Cambiar contraseña' }));
  return { call, dialog: await screen.findByRole('dialog') };
};

describe('the change-password rules', () => {
  it('the button shows only for the stored text True', () => {
    expect(canChangePassword('True')).toBe(true);
    for (const flag of ['False', 'true', '', null, undefined]) expect(canChangePassword(flag)).toBe(false);
  });

  it('the repeated password must equal the new one', () => {
    expect(matchesNewPassword('Nueva#2027', { newPassword: 'Nueva#2027' }, {})).toBeUndefined();
    expect(matchesNewPassword('Nueva#2028', { newPassword: 'Nueva#2027' }, {})).toBe('app.system.account.passwords_mismatch');
    // an empty field is left to "required"
    expect(matchesNewPassword('', { newPassword: 'Nueva#2027' }, {})).toBeUndefined();
  });
});

describe('My Account', () => {
  it('shows the profile from the session, the sign-in date in the language, and the button when allowed', () => {
    signIn('True');
    renderWithAdmin(<MyAccount />, { locale: 'es' });
    expect(screen.getAllByText('Valentina Cárdenas Ríos').length).toBeGreaterThan(0);
    expect(screen.getByText('MED-001')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'clave.demo@grupoandino.co' })).toHaveAttribute('href', 'mailto:clave.demo@grupoandino.co');
    expect(screen.getByText('Último ingreso')).toBeInTheDocument();
    expect(screen.getByText(/noviembre de 2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar contraseña' })).toBeInTheDocument();
  });

  it('hides the change-password button when the flag is False', () => {
    signIn('False');
    renderWithAdmin(<MyAccount />);
    expect(screen.getByText('clave.demo@grupoandino.co')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change password' })).not.toBeInTheDocument();
  });

  it('requires the three passwords and says when the repeated one differs, in English and Spanish', async () => {
    const { dialog, call } = await openDialog('es');
    await userEvent.type(within(dialog).getByLabelText(/^Contraseña actual/, { selector: 'input' }), 'Clave#2026');
    await userEvent.type(within(dialog).getByLabelText(/^Nueva contraseña/, { selector: 'input' }), 'Nueva#2027');
    await userEvent.type(within(dialog).getByLabelText(/^Repita la nueva contraseña/, { selector: 'input' }), 'Nueva#2028');
    await submit(dialog, 'Cambiar contraseña');
    expect(await within(dialog).findByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('English: mismatch and required messages', async () => {
    const { dialog, call } = await openDialog('en');
    await userEvent.type(field(/^New password/), 'Nueva#2027');
    await userEvent.type(field(/^Repeat the new password/), 'Nueva#2028');
    await submit(dialog, 'Change password');
    expect(await within(dialog).findByText('Passwords do not match')).toBeInTheDocument();
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('sends the values as query parameters, announces success and closes', async () => {
    const { dialog, call } = await openDialog('en');
    await fillIn('Clave#2026', 'Nueva#2027', 'Nueva#2027');
    await submit(dialog, 'Change password');
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(call).toHaveBeenCalledWith({
      method: 'POST',
      path: 'User/changePassword',
      query: { userId: 43, currentPassword: 'Clave#2026', newPassword: 'Nueva#2027' },
    });
  });

  it('a refusal of the server stays in the dialog with what was typed', async () => {
    const call = vi.fn(async (_request: unknown) => {
      throw new HttpError('The current password is not correct.', 400);
    });
    const { dialog } = await openDialog('en', call);
    await fillIn('Otra#2026', 'Nueva#2027', 'Nueva#2027');
    await submit(dialog, 'Change password');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The current password is not correct.');
    expect(field(/^Current password/)).toHaveValue('Otra#2026');
    expect(field(/^Repeat the new password/)).toHaveValue('Nueva#2027');
  });

  it.each([
    ['en', 'Change password', 'The password must have at least 8 characters, an uppercase letter, a digit and one of the special characters !@#$%^&*.'],
    ['es', 'Cambiar contraseña', 'La contraseña debe tener al menos 8 caracteres, una letra mayúscula, un número y uno de los caracteres especiales !@#$%^&*.'],
  ] as const)('issue 10 item 9 (%s): a new password outside the policy its hint lists is refused on the field, not sent', async (locale, button, message) => {
    const { dialog, call } = await openDialog(locale);
    const inputs = within(dialog).getAllByLabelText(/./, { selector: 'input' });
    await userEvent.type(inputs[0], 'Clave#2026');
    await userEvent.type(inputs[1], 'abc');
    await userEvent.type(inputs[2], 'abc');
    await submit(dialog, button);
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('an empty form shows what is required without calling the server', async () => {
    const { dialog, call } = await openDialog('en');
    await submit(dialog, 'Change password');
    expect(await within(dialog).findAllByText('Required')).toHaveLength(3);
    expect(call).not.toHaveBeenCalled();
  });

  it('the submit button shows progress and cannot be pressed twice while the server answers', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const call = vi.fn((_request: unknown) => new Promise((resolve) => (answer = resolve)));
    const { dialog } = await openDialog('en', call);
    await fillIn('Clave#2026', 'Nueva#2027', 'Nueva#2027');
    await submit(dialog, 'Change password');
    const button = within(dialog).getByRole('button', { name: 'Change password' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(within(button).getByRole('progressbar')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    answer({ isSuccess: true, message: '', data: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('the password fields can be shown and hidden', async () => {
    await openDialog('en');
    const current = field(/^Current password/);
    expect(current).toHaveAttribute('type', 'password');
    const toggles = screen.getAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(3);
    await userEvent.click(toggles[0]);
    expect(current).toHaveAttribute('type', 'text');
  });
});

/**
 * The second factor's card (issue 32 item 5) over a fetch double of TwoFactor/Status, BeginEnrol and ConfirmEnrol:
 * the texts of the enrolment in each language (twoFactor.spec.ts walks it against the server in English only).
 */
describe('My Account: enrolling a second factor', () => {
  afterEach(() => vi.unstubAllGlobals());

  const stubTwoFactor = () => {
    let enabled = false;
    const recoveryCodes = Array.from({ length: 10 }, (_, i) => `abcde-${String(i).padStart(5, '0')}`);
    const answers: Record<string, () => unknown> = {
      'TwoFactor/Status': () => ({ enabled, required: false, recoveryCodesLeft: enabled ? 10 : 0 }),
      'TwoFactor/BeginEnrol': () => ({
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/Grupo%20Andino:clave.demo?secret=JBSWY3DPEHPK3PXP&issuer=Grupo%20Andino',
        qrCode: 'data:image/svg+xml,%3Csvg%2F%3E',
        issuer: 'Grupo Andino',
        account: 'clave.demo',
      }),
      'TwoFactor/ConfirmEnrol': () => {
        enabled = true;
        return { recoveryCodes };
      },
    };
    const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
      const path = Object.keys(answers).find((known) => String(input).includes(known));
      if (!path) throw new Error(`unexpected call ${String(input)}`);
      return new Response(JSON.stringify({ isSuccess: true, message: '', data: answers[path]() }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  };

  it.each([
    ['en', { off: 'Off', setUp: 'Set up', turnOn: 'Turn on', codesTitle: 'Your recovery codes', saved: 'I have saved them', on: 'On' }],
    ['es', { off: 'Inactivo', setUp: 'Configurar', turnOn: 'Activar', codesTitle: 'Sus códigos de recuperación', saved: 'Ya los guardé', on: 'Activo' }],
  ] as const)('(%s) Set up → the QR code, a code to turn it on, the 10 recovery codes, then On', async (locale, text) => {
    const fetchMock = stubTwoFactor();
    signIn('False');
    renderWithAdmin(<MyAccount />, { locale });
    expect(await screen.findByText(text.off, { exact: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: new RegExp(`^${text.setUp}$`) }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('img', { name: /clave\.demo/ })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: text.turnOn }));
    expect(await within(dialog).findByRole('heading', { name: text.codesTitle })).toBeInTheDocument();
    expect(within(within(dialog).getByRole('list', { name: text.codesTitle })).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(within(dialog).getByRole('button', { name: text.saved }));
    expect(await screen.findByText(text.on, { exact: true })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const confirm = fetchMock.mock.calls.find(([input]) => String(input).includes('TwoFactor/ConfirmEnrol'));
    expect(JSON.parse(String(confirm?.[1]?.body))).toEqual({ code: '123456' });
  });
});
