import type { Identifier } from 'react-admin';
import type { ResourceDef } from './types';

/** Where a resource's screens live: its spec routes when it has them, react-admin's defaults otherwise. */
export const listPath = (def: ResourceDef): string => def.routes?.list ?? `/${def.name}`;

export const editPath = (def: ResourceDef, id: Identifier): string =>
  def.routes?.edit
    ? `${def.routes.edit.path}?${def.routes.edit.idQuery}=${encodeURIComponent(String(id))}`
    : `/${def.name}/${encodeURIComponent(String(id))}`;

export const createPath = (def: ResourceDef): string =>
  def.routes?.edit ? editPath(def, def.routes.edit.newId) : `/${def.name}/create`;

/** The page of the writes made offline that the server did not take as they were (issue 51). */
export const CONFLICTS_PATH = '/system/conflicts';
