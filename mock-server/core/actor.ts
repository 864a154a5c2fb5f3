// Who makes a request: the session the auth middleware (shell/auth.ts) found for its token, on `req.auth`.
import type { Request } from 'express';
import { refusalOf } from './refuse';
import type { Session, User } from './types';

export interface AuthContext {
  user: User;
  session: Session;
}

declare module 'express-serve-static-core' {
  interface Request {
    auth?: AuthContext;
  }
}

/** The request's session; a 401 when the route is reached without one. */
export function authOf(req: Request): AuthContext {
  if (!req.auth) throw refusalOf(401, 'auth.missingToken');
  return req.auth;
}

/** The signed-in user who makes the call, as the audit trail names them. */
export function actorOf(req: Request): { id: number; name: string } {
  const { user } = authOf(req);
  return { id: user.id, name: user.name };
}
