import type { ResourceDefinition } from '../../contracts/resourceDefinition';
import uploadTypes from './uploadTypes.json' with { type: 'json' };

/** The uploads line's resources, as data (the unit tests hold them to the schema). */
export const uploadsDefinitions = [uploadTypes] as unknown as ResourceDefinition[];
