import { BulkExportButton, ExportButton, useListContext } from 'react-admin';
import { lazyComponent } from '../lazyComponent';
import { useOnline } from '../offline/useOnline';
import { useResourceAccess } from '../useResourceAccess';

/** Offline, the export waits for the connection and says so (its code and texts load only then). */
const OfflineExportButton = lazyComponent<{ bulk?: boolean }, typeof import('../offline/OfflineExportButton')>(
  () => import('../offline/OfflineExportButton'),
  'OfflineExportButton',
  <ExportButton disabled />,
);

/**
 * Export of a list: every row its filters match (all pages, not only the one shown), through the list's
 * exporter (an .xlsx). Needs the R flag; hidden without it.
 */
export const XlsxExportButton = ({ resource }: { resource: string }) => {
  const { total } = useListContext();
  const { canExport } = useResourceAccess(resource);
  const online = useOnline();
  if (!canExport) return null;
  return online ? <ExportButton maxResults={Math.max(total ?? 0, 1)} /> : <OfflineExportButton />;
};

/** Export of the selected rows, with the same exporter and the same R flag. */
export const XlsxBulkExportButton = ({ resource }: { resource: string }) => {
  const { canExport } = useResourceAccess(resource);
  const online = useOnline();
  if (!canExport) return null;
  return online ? <BulkExportButton /> : <OfflineExportButton bulk />;
};
