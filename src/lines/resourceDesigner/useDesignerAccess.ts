import { applyDesignBundle, exportDesignBundle } from '../../../contracts/endpoints/designBundles';
import { saveDesignDraft } from '../../../contracts/endpoints/resourceDesigner';
import { useCallAllowed } from '../../shell/auth/useCallAllowed';

/**
 * What the signed-in user may do in the designer: W changes designs (ResourceDesigner/SaveDraft, Publish, Restore
 * share one rule in the server's policy, contracts/policy.ts, read here) and imports bundles (Bundle/Diff and
 * Apply); R exports them (Bundle/Export).
 */
export const useDesignerAccess = () => ({
  canWrite: useCallAllowed(saveDesignDraft),
  canExport: useCallAllowed(exportDesignBundle),
  canImport: useCallAllowed(applyDesignBundle),
});
