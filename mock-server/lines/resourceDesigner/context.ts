// What the publish checks compare a design with: the resources that exist (built-in ones from the app's
// lines.json, the REST collections, the published designs), the names taken and the routes in use.
import lines from '../../../resources/lines.json' with { type: 'json' };
import { REST_COLLECTIONS } from '../../../contracts/endpoints/warehouses';
import type { DesignContext } from '../../../contracts/designChecks';
import { ROUTE_PATHS } from '../../../contracts/menuPaths';
import type { Db } from '../../core/db/open';
import type { RestStore } from '../../shell/store';
import { menuOptions, pathsInUse } from './menuEntry';
import { publishedDesigns } from './queries';

/** Every resource a built-in line declares, and the REST collections. */
export const BUILT_IN_RESOURCES: readonly string[] = [...new Set([...lines.flatMap((line) => line.resources), ...Object.keys(REST_COLLECTIONS)])];

/** The app's own routes: a designed resource may not take one, nor a path under a line's `/*` pattern. */
const APP_ROUTES = lines.flatMap((line) => line.paths);

const takenByApp = (path: string): boolean =>
  APP_ROUTES.some((pattern) => {
    const lower = path.toLowerCase();
    const wanted = pattern.toLowerCase();
    return wanted.endsWith('/*') ? lower === wanted.slice(0, -2) || lower.startsWith(wanted.slice(0, -1)) : lower === wanted;
  });

export async function designContext(db: Db, rest: Pick<RestStore, 'read'>, ownName: string | undefined, ownMenuId: number | null): Promise<DesignContext> {
  const published = [...(await publishedDesigns(db)).keys()];
  const designNames = (await db.selectFrom('resourceDesigns').select('name').execute()).map((row) => row.name);
  const { groups } = await menuOptions(db);
  const inUse = await pathsInUse(db, ownMenuId);
  return {
    knownResources: [...new Set([...BUILT_IN_RESOURCES, ...published])],
    reservedNames: [...new Set([...BUILT_IN_RESOURCES, ...designNames.filter((name) => name !== ownName), ...Object.keys(await rest.read()).filter((name) => name !== ownName && !published.includes(name))])],
    takenPaths: [...inUse, ...ROUTE_PATHS.filter((path) => !inUse.includes(path))],
    groups: groups.map((group) => group.id),
    isAppRoute: takenByApp,
  };
}
