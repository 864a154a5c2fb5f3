import type { ResourceDefinition } from '../../../contracts/resourceDefinition';
import cities from './resources/cities.json' with { type: 'json' };
import departments from './resources/departments.json' with { type: 'json' };
import loanPhones from './resources/loanPhones.json' with { type: 'json' };
import phoneBrands from './resources/phoneBrands.json' with { type: 'json' };
import phoneModels from './resources/phoneModels.json' with { type: 'json' };
import stores from './resources/stores.json' with { type: 'json' };

/**
 * The back office's resources, as data (the point of sale's department, city, brand and model lists are resources
 * too, for the selects). JSON widens its literals, so the unit tests hold these to the schema (definitions/).
 */
export const repairBackOfficeDefinitions = [stores, departments, cities, loanPhones, phoneBrands, phoneModels] as unknown as ResourceDefinition[];
