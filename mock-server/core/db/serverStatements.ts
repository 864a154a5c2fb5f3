// Prepared statements on a PostgreSQL server. A statement marked GENERIC_PLAN (the big lists' narrow search,
// shell/api/sqlListing.ts) is the same text for every search: on the embedded store it is planned once
// (pgliteWorker.mjs). Here it is prepared once per connection under a name of its own, so the server parses it once
// and, after its first runs, keeps one plan for it (plan_cache_mode auto). Every other statement stays unnamed:
// planned for its values each time, as a big list's broad search needs (a plan made once for any value would scan
// the sort index instead of the trigram index).
import { createHash } from 'node:crypto';

/** A statement that begins with this is planned once for all its values (embedded store and server alike). */
export const GENERIC_PLAN = '/* plan: generic */';

/** The name a marked statement is prepared under: the same text, the same name, on every connection. */
export const statementName = (text: string) => `g_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;

interface QueryingClient {
  query: (...args: any[]) => any;
}

const preparing = new WeakSet<QueryingClient>();

/**
 * Makes `client` (node-postgres) send each GENERIC_PLAN statement as a named one: node-postgres parses a name once per
 * connection and binds it after. Kysely's driver calls `query(text, values)`; anything else passes as it is.
 */
export function prepareMarkedStatements(client: QueryingClient): void {
  if (preparing.has(client)) return;
  preparing.add(client);
  const query = client.query.bind(client);
  client.query = (first: unknown, ...rest: unknown[]) =>
    typeof first === 'string' && first.startsWith(GENERIC_PLAN) && Array.isArray(rest[0])
      ? query({ name: statementName(first), text: first, values: rest[0] }, ...rest.slice(1))
      : query(first, ...rest);
}
