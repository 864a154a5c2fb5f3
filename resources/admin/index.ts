import type { ResourceDefinition } from '../../contracts/resourceDefinition';
import databases from './databases.json' with { type: 'json' };
import menus from './menus.json' with { type: 'json' };
import permissionEntries from './permissionEntries.json' with { type: 'json' };
import roles from './roles.json' with { type: 'json' };
import users from './users.json' with { type: 'json' };
import warehouses from './warehouses.json' with { type: 'json' };

/**
 * The administration area's resources, as data. JSON widens its literals ("text" to string), so the compiler
 * cannot hold these to the schema: the unit tests do (schema, checkDefinitions, JSON round trip).
 */
export const adminDefinitions = [databases, menus, permissionEntries, roles, users, warehouses] as unknown as ResourceDefinition[];
