// What the back office's routes share: the answer's message in the caller's language, a field's 400, a version check,
// the actor a documented call names.
import type { Request } from 'express';
import { sql } from 'kysely';
import type { Db } from '../../db/open';
import { languageOf } from '../../messages';
import { LineError, type Text } from '../lineHttp';
import { staleVersion } from './texts';

export const say = (req: Request, text: Text): string => text[languageOf(req)];

/** A 400 whose errors name the field. */
export const fieldRefusal = (field: string, text: Text): LineError => new LineError(400, text, { [field]: text });

/** Bumps the version of `table`'s row when it is still `wanted` (any when undefined); 409 when someone saved first. */
export async function bumpRow(tx: Db, table: string, id: number, wanted: number | undefined, sets: ReturnType<typeof sql>[]): Promise<number> {
  const bumped = await sql<{ version: number }>`update ${sql.table(table)} set ${sql.join([...sets, sql`version = version + 1`])}
    where id = ${id} ${wanted === undefined ? sql`` : sql`and version = ${wanted}`} returning version`.execute(tx);
  if (!bumped.rows[0]) throw new LineError(409, staleVersion);
  return bumped.rows[0].version;
}

