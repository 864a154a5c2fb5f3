import type { Identifier } from 'react-admin';

/** The user's databases: the roles offered are theirs. */
export const DATABASES_FIELD = 'databases';
/** The user's home database, sent back with every save (in a database's tab: that database). */
export const HOME_DATABASE_FIELD = 'dataBaseId';

/** A form or record value holding ids, as a list. */
export const asIds = (value: unknown): Identifier[] => (Array.isArray(value) ? (value as Identifier[]) : []);
