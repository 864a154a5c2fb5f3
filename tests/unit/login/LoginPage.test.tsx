import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { generateCaptcha } from '../../../src/boot/login/captcha';
import { LoginPage } from '../../../src/boot/login/LoginPage';
import { envelopeResponse as envelope, refusalResponse as refusal, stubLocation } from '../support/fakes';

const COMPANY = { name: 'Grupo Andino de Servicios S.A.S.', logo: 'data:image/png;base64,iVBORw0KGgo=' };

const SESSION = {
  token: 'tok-123',
  name: 'Administrador',
  email: 'admin@example.com',
  transactionDate: '2026-11-01T10:00:00.000Z',
  sessionId: 'ses-1',
  userId: 7,
  changePassword: 'False',
  status: true,
  login: 'admin',
  codBodega: 'BOG-001',
};

type Answer = Response | Error | Promise<Response>;

/**
 * A fetch double: Company/Info and Auth/Login answer what the test says (Company/Info fails by default),
 * and every call is recorded.
 */
const stubApi = (answers: { company?: Answer; login?: Answer } = {}) => {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const answer = url.includes('Company/Info') ? (answers.company ?? new Error('offline')) : answers.login;
    if (!answer) throw new Error(`unexpected call ${init?.method ?? 'GET'} ${url}`);
    if (answer instanceof Error) throw answer;
    return answer;
  });
  vi.stubGlobal('fetch', fetchMock);
  const loginCalls = () => fetchMock.mock.calls.filter(([input]) => String(input).includes('Auth/Login'));
  return { fetchMock, loginCalls };
};

/** The sign-in page (a light chunk without react-admin, so no admin context) and its fields. */
const renderLogin = () => {
  const user = userEvent.setup();
  render(<LoginPage />);
  const fields = {
    user: () => screen.getByLabelText(/^(User or email|Usuario o correo electrónico)/),
    password: () => screen.getByLabelText(/^(Password|Contraseña)/, { selector: 'input' }),
    captcha: () => screen.getByLabelText(/^(Characters in the image|Caracteres de la imagen)/),
  };
  const fillCredentials = async (login = 'admin', password = 'Admin#2026') => {
    await user.type(fields.user(), login);
    await user.type(fields.password(), password);
  };
  return { user, fields, fillCredentials };
};

// the codes the page draws, in order, so a test knows what the image shows
vi.mock('../../../src/boot/login/captcha', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/boot/login/captcha')>()),
  generateCaptcha: vi.fn(),
}));
const codes = ['AB3xyz', 'Kp7Qr2', 'Zz9Hh4', 'Mn5Tt8'];

beforeEach(() => {
  localStorage.clear();
  let next = 0;
  vi.mocked(generateCaptcha).mockReset().mockImplementation(() => codes[next++ % codes.length]);
  // jsdom has no 2D context; null is what the page expects there (and keeps jsdom from warning)
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LoginPage: required fields', () => {
  it('shows no error until a field is left or the form is sent, then one per empty field', async () => {
    const { loginCalls } = stubApi();
    const { user, fields } = renderLogin();
    expect(screen.queryByText('Enter your user or email')).not.toBeInTheDocument();

    await user.click(fields.user());
    await user.tab();
    expect(screen.getByText('Enter your user or email')).toBeInTheDocument();
    expect(fields.user()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Enter your password')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByText('Type the characters shown in the image')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loginCalls()).toHaveLength(0);
  });

  it('gives the inputs the attributes browsers and password managers need', () => {
    stubApi();
    const { fields } = renderLogin();
    expect(fields.user()).toHaveAttribute('autocomplete', 'username');
    expect(fields.password()).toHaveAttribute('autocomplete', 'current-password');
    expect(fields.password()).toHaveAttribute('type', 'password');
    expect(fields.captcha()).toHaveAttribute('autocomplete', 'off');
    expect(fields.captcha()).toHaveAttribute('autocapitalize', 'off');
    expect(screen.getByRole('img', { name: 'CAPTCHA image' })).toHaveAttribute('width', '200');
  });

  it('shows and hides the password', async () => {
    stubApi();
    const { user, fields } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(fields.password()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(fields.password()).toHaveAttribute('type', 'password');
  });
});

describe('LoginPage: captcha', () => {
  it('on a mismatch shows the exact message, draws a new code, clears the input and calls no API', async () => {
    const { loginCalls } = stubApi();
    const { user, fields, fillCredentials } = renderLogin();
    await fillCredentials();
    await user.type(fields.captcha(), 'WRONG1{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Incorrect CAPTCHA\. Please try again\.$/);
    expect(fields.captcha()).toHaveValue('');
    expect(fields.captcha()).toHaveFocus();
    expect(screen.queryByText('Type the characters shown in the image')).not.toBeInTheDocument();
    expect(loginCalls()).toHaveLength(0);

    // the old code (AB3xyz) no longer passes: the page now expects the second one
    await user.type(fields.captcha(), 'ab3XYZ{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Incorrect CAPTCHA. Please try again.');
    expect(loginCalls()).toHaveLength(0);
    expect(generateCaptcha).toHaveBeenCalledTimes(3);
  });

  it('draws a new code from the refresh button and accepts it case-insensitively', async () => {
    const { loginCalls } = stubApi({ login: envelope(SESSION) });
    stubLocation();
    const { user, fields, fillCredentials } = renderLogin();
    await fillCredentials();
    await user.type(fields.captcha(), 'typed');
    await user.click(screen.getByRole('button', { name: 'Draw a new CAPTCHA' }));
    expect(fields.captcha()).toHaveValue('');

    await user.type(fields.captcha(), 'kP7qR2{Enter}');
    await waitFor(() => expect(loginCalls()).toHaveLength(1));
  });
});

describe('LoginPage: server answers', () => {
  it('shows the server refusal, draws a new captcha and clears its input', async () => {
    const { loginCalls } = stubApi({ login: refusal(401, 'Incorrect user or password.') });
    const { user, fields, fillCredentials } = renderLogin();
    await fillCredentials('admin', 'nope');
    await user.type(fields.captcha(), 'AB3XYZ');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect user or password.');
    expect(loginCalls()).toHaveLength(1);
    expect(fields.captcha()).toHaveValue('');
    expect(generateCaptcha).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(localStorage.getItem('authenticated')).toBeNull();
  });

  it('explains a network failure', async () => {
    stubApi({ login: new TypeError('Failed to fetch') });
    const { user, fields, fillCredentials } = renderLogin();
    await fillCredentials();
    await user.type(fields.captcha(), 'AB3XYZ{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server cannot be reached. Check your connection and try again.',
    );
  });

  it('on success stores the session and goes to the dashboard with a full load', async () => {
    let answer!: (response: Response) => void;
    const { loginCalls } = stubApi({ login: new Promise<Response>((resolve) => (answer = resolve)) });
    const location = stubLocation();
    const { user, fields, fillCredentials } = renderLogin();
    await fillCredentials(' admin ', 'Admin#2026');
    await user.type(fields.captcha(), 'ab3xyz{Enter}');

    // while the call runs: progress, button disabled
    const button = await screen.findByRole('button', { name: 'Signing in…' });
    expect(button).toBeDisabled();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    const [url, init] = loginCalls()[0];
    expect(String(url)).toBe('/api/Auth/Login');
    expect(JSON.parse(String(init?.body))).toEqual({ login: 'admin', password: 'Admin#2026' });
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('en');

    answer(envelope(SESSION));
    await waitFor(() => expect(location.replace).toHaveBeenCalledWith('/system/dashboard'));
    expect(localStorage.getItem('token')).toBe('tok-123');
    expect(localStorage.getItem('authenticated')).toBe('true');
    expect(localStorage.getItem('auth_userId')).toBe('7');
    expect(localStorage.getItem('cod_bodega')).toBe('BOG-001');
    expect(localStorage.getItem('changePassword')).toBe('False');
    expect(localStorage.getItem('sessionId')).toBe('ses-1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('LoginPage: company and language', () => {
  it('shows the company logo and name when Company/Info answers', async () => {
    stubApi({ company: envelope(COMPANY) });
    renderLogin();
    expect(await screen.findByRole('img', { name: `Logo of ${COMPANY.name}` })).toHaveAttribute('src', COMPANY.logo);
    expect(screen.getByText(COMPANY.name)).toBeInTheDocument();
  });

  it('speaks Spanish when the stored language is es, and sends it to the server', async () => {
    localStorage.setItem('language', 'es');
    const { fetchMock } = stubApi();
    const { user, fields, fillCredentials } = renderLogin();
    expect(screen.getByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    await fillCredentials();
    await user.type(fields.captcha(), 'nope22{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('CAPTCHA incorrecto. Inténtelo de nuevo.');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(new Headers(fetchMock.mock.calls[0][1]?.headers).get('Accept-Language')).toBe('es');
  });

  it('switches language by storing it and reloading', async () => {
    stubApi();
    const location = stubLocation();
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Español' }));
    expect(localStorage.getItem('language')).toBe('es');
    expect(location.reload).toHaveBeenCalledTimes(1);
  });
});
