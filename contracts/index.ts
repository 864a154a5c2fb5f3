/**
 * The contracts both the app and the mock server import (DESIGN §2): the envelope, and per area the zod schemas of
 * every documented endpoint's request and answer. The app imports them as types (`import type`) in the sign-in
 * chunk; zod at run time only elsewhere.
 */
export * from './envelope';
export * from './text';
export * from './endpoints/fields';
export * from './endpoints/session';
export * from './endpoints/databases';
export * from './endpoints/roles';
export * from './endpoints/users';
export * from './endpoints/menus';
export * from './endpoints/permissions';
export * from './endpoints/uploads';
export * from './endpoints/notifications';
export * from './endpoints/audit';
export * from './endpoints/warehouses';
export * from './endpoints/resources';
