// What the generic REST routes (mock-server/shell/rest.ts) ask of the published designs: whether a collection is one,
// the record a create or update stores, and how a list filter on a text field matches (a part of the text).
import { TEXT_KINDS } from '../../../contracts/resourceDesign';
import type { ResourceDesign } from '../../../contracts/endpoints/resourceDesigner';
import type { Db } from '../../core/db/open';
import type { RestRow } from '../../core/types';
import { publishedDesigns } from './queries';
import { checkRuntimeRecord } from './records';

export const runtimeDesign = async (db: Db, collection: string): Promise<ResourceDesign | undefined> => (await publishedDesigns(db)).get(collection);

/**
 * A filter on a designed text field finds the records whose text contains it, literally: it becomes `x_like`,
 * which every collection's list matches as plain text (mock-server/shell/restInput.ts escapes it).
 */
export const runtimeFilter = (design: ResourceDesign, key: string, value: string): [string, string] => {
  const field = design.fields.find((candidate) => candidate.source === key);
  if (!field || !TEXT_KINDS.has(field.kind)) return [key, value];
  return [`${key}_like`, value];
};

/** The record to store, or a 400 naming each failing field; references are looked up in the collections held here. */
export const runtimeRecord = (
  design: ResourceDesign,
  body: Record<string, unknown>,
  current: RestRow | undefined,
  collections: Record<string, unknown>,
): Record<string, unknown> =>
  checkRuntimeRecord(design, body, current, (resource, id) => {
    const rows = collections[resource];
    return Array.isArray(rows) ? rows.some((row: RestRow) => String(row.id) === String(id)) : undefined;
  });
