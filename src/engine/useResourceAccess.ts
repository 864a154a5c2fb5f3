import { useCanAccess, type Identifier, type RaRecord } from 'react-admin';

/**
 * What the signed-in user may do on a resource (authProvider.canAccess: the menu flags). While the flags load,
 * nothing is allowed, so no action flashes in and out.
 */
export const useResourceAccess = (resource: string) => {
  const edit = useCanAccess({ action: 'edit', resource });
  const create = useCanAccess({ action: 'create', resource });
  const show = useCanAccess({ action: 'show', resource });
  const exportRows = useCanAccess({ action: 'export', resource });
  const remove = useCanAccess({ action: 'delete', resource });
  return {
    canEdit: edit.canAccess === true,
    canCreate: create.canAccess === true,
    canShow: show.canAccess === true,
    canExport: exportRows.canAccess === true,
    canDelete: remove.canAccess === true,
    /** the flags are still loading: a screen that picks its kind (edit or read-only) from them waits */
    isPending: edit.isPending || create.isPending || show.isPending || exportRows.isPending || remove.isPending,
  };
};

/** How a row opens for this user: to edit it, to view it, or not at all. */
export type OpenMode = 'edit' | 'show';

/** Opens a row's record: the address to go to, or false when the list handles it itself. */
export type OpenRecord = (id: Identifier, record: RaRecord, mode: OpenMode) => string | false;
export const openModeOf = (access: ReturnType<typeof useResourceAccess>): OpenMode | null =>
  access.canEdit ? 'edit' : access.canShow ? 'show' : null;
