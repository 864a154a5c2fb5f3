// The one publish path of the Resource Designer: `Publish`, `Restore`, the seed and a bundle's `Apply` (issue 35,
// also from the CLI). `publishDesignVersion` publishes one design in its own transaction; `publishInTransaction`
// works inside a transaction the caller owns, so a bundle of several designs publishes all of them or none.
// It checks the design (checkDesign against what exists, the stored records a kind change would leave unreadable),
// makes or updates the menu entry with its grants and records the next version. What happens once the transaction
// is committed (the REST collection, the event) is `afterPublish`.
import type { Kysely } from 'kysely';
import { RESOURCES_PUBLISHED_EVENT, type ResourceDesign } from '../../../contracts/endpoints/resourceDesigner';
import { checkDesign, type DesignIssues } from '../../../contracts/designChecks';
import { refusalOf } from '../../core/refuse';
import type { Database } from '../../core/db/schema';
import type { RestStore } from '../../shell/store';
import { designContext } from './context';
import { publishMenuEntry } from './menuEntry';
import { findDesign, publishedDesigns, recordVersion } from './queries';
import { breakingRows } from './records';
import { bilingualOf, designText } from './texts';

/** 400 naming each input the checks refuse (its path in the design), the first reason in the message. */
export const refused = (issues: DesignIssues) =>
  refusalOf(400, 'designer.cannotPublish', { reason: designText(Object.values(issues)[0]) }, {
    errors: Object.fromEntries(Object.entries(issues).map(([path, text]) => [path, designText(text)])),
  });

export const notFound = (id: number) => refusalOf(404, 'designer.notFound', { id });

/** The stored records a kind change would leave unreadable, as refusals on `fields.<i>.kind`. */
export function unreadableIssues(previous: ResourceDesign | undefined, design: ResourceDesign, rows: Parameters<typeof breakingRows>[2]): DesignIssues {
  const breaking = breakingRows(previous, design, rows);
  return Object.fromEntries(
    Object.entries(breaking).map(([source, count]) => {
      const index = design.fields.findIndex((field) => field.source === source);
      const kind = design.fields[index].kind;
      return [`fields.${index}.kind`, bilingualOf({ key: 'designer.unreadable', params: { count, source, kind } })];
    }),
  );
}

export interface PublishInput {
  /** the design's row (resourceDesigns.id) */
  id: number;
  design: ResourceDesign;
  by: string;
  now: string;
  /** resources published in the same transaction just before (a bundle's), which a reference may point to */
  alsoKnown?: readonly string[];
}

/** Checks and publishes `design` as the next version of design `id`, inside `tx`; answers the version number. */
export async function publishInTransaction(tx: Kysely<Database>, rest: Pick<RestStore, 'read'>, input: PublishInput): Promise<number> {
  const { id, design } = input;
  const current = await findDesign(tx, id);
  if (!current) throw notFound(id);
  const context = await designContext(tx, rest, design.name, current.menuId);
  const issues = checkDesign(design, { ...context, knownResources: [...context.knownResources, ...(input.alsoKnown ?? [])] });
  if (Object.keys(issues).length > 0) throw refused(issues);
  const previous = (await publishedDesigns(tx)).get(design.name);
  const unreadable = unreadableIssues(previous, design, (await rest.read())[design.name] ?? []);
  if (Object.keys(unreadable).length > 0) throw refused(unreadable);
  const menuId = await publishMenuEntry(tx, design, current.menuId);
  return recordVersion(tx, id, design, input.by, input.now, menuId);
}

/**
 * Publishes `design` as the next version of design `id` in a transaction of its own, then makes its REST collection
 * (when `rest` can change); answers the version number. The caller tells the signed-in apps.
 */
export async function publishDesignVersion(
  db: Kysely<Database>,
  rest: Pick<RestStore, 'read'> & Partial<Pick<RestStore, 'change'>>,
  id: number,
  _menuId: number | null,
  design: ResourceDesign,
  by: string,
  now: string,
): Promise<number> {
  const number = await db.transaction().execute((tx) => publishInTransaction(tx, rest, { id, design, by, now }));
  if (rest.change) await afterPublish(rest as Pick<RestStore, 'read' | 'change'>, [design.name]);
  return number;
}

/** Once committed: each published resource has its REST collection, and the apps hear of it. */
export async function afterPublish(rest: Pick<RestStore, 'read' | 'change'>, names: readonly string[], broadcast?: (event: string, payload?: unknown) => void): Promise<void> {
  const state = await rest.read();
  if (names.some((name) => !state[name])) {
    await rest.change((collections) => {
      for (const name of names) collections[name] ??= [];
    });
  }
  for (const name of names) broadcast?.(RESOURCES_PUBLISHED_EVENT, { name });
}
