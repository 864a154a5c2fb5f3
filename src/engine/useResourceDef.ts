import { useResourceContext } from 'react-admin';
import { getResource } from '../../resources';
import type { ResourceDef } from './types';

/** The metadata of the resource in context; a screen rendered outside a known resource is a programming error. */
export const useResourceDef = (): ResourceDef => {
  const resource = useResourceContext();
  const def = resource ? getResource(resource) : undefined;
  if (!def) throw new Error(`No resource metadata for "${resource}"`);
  return def;
};
