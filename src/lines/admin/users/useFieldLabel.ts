import { useResourceContext } from 'react-admin';
import type { FieldDef } from '../../../engine/types';

/**
 * The i18n key of a custom input's label, as the engine names it (resources.<resource>.fields.<source>), read from
 * the resource context rather than the metadata registry, which imports these inputs.
 */
export const useFieldLabel = (field: FieldDef): string => {
  const resource = useResourceContext();
  return field.label ?? `resources.${resource}.fields.${field.source}`;
};
