/**
 * The Resource Designer's calls (issue 19) as named methods of the data provider, typed from the contracts.
 */
import type { DownloadedFile, HttpClient } from '../../../dataProviders/httpClient';
import { callEndpoint } from '../../../dataProviders/endpointCall';
import type {
  compareDesignVersions, designerOptions, getDesign, listDesigns, listDesignVersions, previewDesign, publishDesign, ResourceDesign,
  restoreDesignVersion, saveDesignDraft,
} from '../../../contracts/endpoints/resourceDesigner';
import type { applyDesignBundle, DesignBundle, diffDesignBundle, exportDesignBundle } from '../../../contracts/endpoints/designBundles';
import type { AppDataProvider } from '../../shellCalls';

export const designerCalls = (http: HttpClient) => ({
  designerOptions: async () => (await callEndpoint<typeof designerOptions>(http, { method: 'GET', path: 'ResourceDesigner/Options' })).data,
  listDesigns: async () => (await callEndpoint<typeof listDesigns>(http, { method: 'GET', path: 'ResourceDesigner/List' })).data,
  getDesign: async (id: number) => (await callEndpoint<typeof getDesign>(http, { method: 'POST', path: 'ResourceDesigner/Get', body: { id } })).data,
  /** id 0 creates the design; answers it as stored */
  saveDesignDraft: async (id: number, version: number | undefined, draft: ResourceDesign) =>
    (await callEndpoint<typeof saveDesignDraft>(http, { method: 'POST', path: 'ResourceDesigner/SaveDraft', body: { id, version, draft } })).data,
  previewDesign: async (draft: ResourceDesign) =>
    (await callEndpoint<typeof previewDesign>(http, { method: 'POST', path: 'ResourceDesigner/Preview', body: { draft } })).data,
  publishDesign: async (id: number) => {
    const answer = await callEndpoint<typeof publishDesign>(http, { method: 'POST', path: 'ResourceDesigner/Publish', body: { id } });
    return { design: answer.data, message: answer.message };
  },
  listDesignVersions: async (id: number) =>
    (await callEndpoint<typeof listDesignVersions>(http, { method: 'POST', path: 'ResourceDesigner/Versions', body: { id } })).data,
  compareDesignVersions: async (id: number, from: number, to: number) =>
    (await callEndpoint<typeof compareDesignVersions>(http, { method: 'POST', path: 'ResourceDesigner/Compare', body: { id, from, to } })).data,
  restoreDesignVersion: async (id: number, number: number) => {
    const answer = await callEndpoint<typeof restoreDesignVersion>(http, { method: 'POST', path: 'ResourceDesigner/Restore', body: { id, number } });
    return { design: answer.data, message: answer.message };
  },
  /** design bundles (issue 35): the published designs named (every published one without names) as a file */
  exportDesignBundle: async (names?: string[]) =>
    (await http<DownloadedFile>({ method: 'POST', path: 'ResourceDesigner/Bundle/Export' satisfies typeof exportDesignBundle.path, body: { names }, answer: 'file' })).data,
  /** what applying a bundle would change here; changes nothing */
  /** `unsigned`: read a bundle changed by hand (its checksum does not match) for an administrator to review */
  diffDesignBundle: async (bundle: DesignBundle, unsigned?: boolean) =>
    (await callEndpoint<typeof diffDesignBundle>(http, { method: 'POST', path: 'ResourceDesigner/Bundle/Diff', body: { bundle, ...(unsigned && { unsigned }) } })).data,
  /** publishes the named designs of the bundle as new versions, in one transaction */
  applyDesignBundle: async (bundle: DesignBundle, names: string[], unsigned?: boolean) => {
    const answer = await callEndpoint<typeof applyDesignBundle>(http, { method: 'POST', path: 'ResourceDesigner/Bundle/Apply', body: { bundle, names, ...(unsigned && { unsigned }) } });
    return { ...answer.data, message: answer.message };
  },
});

export type DesignerCalls = ReturnType<typeof designerCalls>;
export type DesignerDataProvider = AppDataProvider & DesignerCalls;
