import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { LoginPage } from '../../../src/login/LoginPage';

export const COMPANY = { name: 'Grupo Andino de Servicios S.A.S.', logo: 'data:image/png;base64,iVBORw0KGgo=' };

export const SESSION = {
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

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const envelope = (data: unknown, message = '') => json(200, { isSuccess: true, message, data });
export const refusal = (status: number, message: string) => json(status, { isSuccess: false, message, data: null });

type Answer = Response | Error | Promise<Response>;

/**
 * A fetch double: Company/Info and Auth/Login answer what the test says (Company/Info fails by default),
 * and every call is recorded.
 */
export const stubApi = (answers: { company?: Answer; login?: Answer } = {}) => {
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

/** window.location with replace/reload doubles (jsdom's own cannot be spied on). */
export const stubLocation = () => {
  const location = { ...window.location, pathname: '/login', replace: vi.fn(), reload: vi.fn() };
  vi.stubGlobal('location', location);
  return location;
};

export const renderLogin = () => {
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
