/**
 * The Resource Designer's calls (issue 19) as named methods of the data provider, typed from the contracts.
 */
import type { HttpClient } from '../../../dataProviders/httpClient';
import { caller } from '../../../dataProviders/endpointCall';
import * as routes from '../../../contracts/routes';
import type { ResourceDesign } from '../../../contracts/endpoints/resourceDesigner';
import type { DesignBundle } from '../../../contracts/endpoints/designBundles';
import type { AppDataProvider } from '../../shell/shellCalls';

export const designerCalls = (http: HttpClient) => {
  const call = caller(http);
  return {
    designerOptions: async () => (await call(routes.designerOptions)).data,
    listDesigns: async () => (await call(routes.listDesigns)).data,
    getDesign: async (id: number) => (await call(routes.getDesign, { body: { id } })).data,
    /** id 0 creates the design; answers it as stored */
    saveDesignDraft: async (id: number, version: number | undefined, draft: ResourceDesign) =>
      (await call(routes.saveDesignDraft, { body: { id, version, draft } })).data,
    previewDesign: async (draft: ResourceDesign) =>
      (await call(routes.previewDesign, { body: { draft } })).data,
    publishDesign: async (id: number) => {
      const answer = await call(routes.publishDesign, { body: { id } });
      return { design: answer.data, message: answer.message };
    },
    listDesignVersions: async (id: number) =>
      (await call(routes.listDesignVersions, { body: { id } })).data,
    compareDesignVersions: async (id: number, from: number, to: number) =>
      (await call(routes.compareDesignVersions, { body: { id, from, to } })).data,
    restoreDesignVersion: async (id: number, number: number) => {
      const answer = await call(routes.restoreDesignVersion, { body: { id, number } });
      return { design: answer.data, message: answer.message };
    },
    /** design bundles (issue 35): the published designs named (every published one without names) as a file */
    exportDesignBundle: async (names?: string[]) =>
      (await call(routes.exportDesignBundle, { body: { names }, answer: 'file' })).data,
    /** what applying a bundle would change here; changes nothing */
    /** `unsigned`: read a bundle changed by hand (its checksum does not match) for an administrator to review */
    diffDesignBundle: async (bundle: DesignBundle, unsigned?: boolean) =>
      (await call(routes.diffDesignBundle, { body: { bundle, ...(unsigned && { unsigned }) } })).data,
    /** publishes the named designs of the bundle as new versions, in one transaction */
    applyDesignBundle: async (bundle: DesignBundle, names: string[], unsigned?: boolean) => {
      const answer = await call(routes.applyDesignBundle, { body: { bundle, names, ...(unsigned && { unsigned }) } });
      return { ...answer.data, message: answer.message };
    },
  };
};

export type DesignerCalls = ReturnType<typeof designerCalls>;
export type DesignerDataProvider = AppDataProvider & DesignerCalls;
