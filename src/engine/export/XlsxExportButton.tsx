import { BulkExportButton, ExportButton, useListContext } from 'react-admin';
import { useResourceAccess } from '../useResourceAccess';

/**
 * Export of a list: every row its filters match (all pages, not only the one shown), through the list's
 * exporter (an .xlsx). Needs the R flag; hidden without it.
 */
export const XlsxExportButton = ({ resource }: { resource: string }) => {
  const { total } = useListContext();
  const { canExport } = useResourceAccess(resource);
  if (!canExport) return null;
  return <ExportButton maxResults={Math.max(total ?? 0, 1)} />;
};

/** Export of the selected rows, with the same exporter and the same R flag. */
export const XlsxBulkExportButton = ({ resource }: { resource: string }) => {
  const { canExport } = useResourceAccess(resource);
  return canExport ? <BulkExportButton /> : null;
};
