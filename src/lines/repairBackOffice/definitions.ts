import type { ResourceDefinition } from '../../../contracts/resourceDefinition';
import cities from './resources/cities.json' with { type: 'json' };
import departments from './resources/departments.json' with { type: 'json' };
import stores from './resources/stores.json' with { type: 'json' };

/**
 * The back office's resources, as data (the point of sale's department and city lists are resources too, for the
 * stores' selects). JSON widens its literals, so the unit tests hold these to the schema (definitions/).
 */
export const repairBackOfficeDefinitions = [stores, departments, cities] as unknown as ResourceDefinition[];
