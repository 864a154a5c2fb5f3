import type { ResourceDefinition } from '../../contracts/resourceDefinition';
import cities from './cities.json' with { type: 'json' };
import departments from './departments.json' with { type: 'json' };
import loanPhones from './loanPhones.json' with { type: 'json' };
import phoneBrands from './phoneBrands.json' with { type: 'json' };
import phoneModels from './phoneModels.json' with { type: 'json' };
import stores from './stores.json' with { type: 'json' };

/**
 * The back office's resources, as data (the point of sale's department, city, brand and model lists are resources
 * too, for the selects). JSON widens its literals, so the unit tests hold these to the schema (definitions/).
 */
export const repairBackOfficeDefinitions = [stores, departments, cities, loanPhones, phoneBrands, phoneModels] as unknown as ResourceDefinition[];
