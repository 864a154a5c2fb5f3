/**
 * The calls of chosen columns and saved views (issue 34 items 1-2), typed by their contracts (types only: nothing of
 * zod reaches the bundle), through the console's data provider.
 */
import type { ConsoleDataProvider } from '../../../dataProviders';
import { callEndpoint, type AnswerOf, type BodyOf } from '../../../dataProviders/endpointCall';
import type {
  listPreferencesGet,
  listPreferencesSave,
  listViewsDelete,
  listViewsList,
  listViewsSave,
  listViewsSetDefault,
} from '../../../contracts/endpoints/listViews';
import type { ColumnChoice } from '../columns/columnChoice';
import type { ViewState } from './viewState';

export type ViewsAnswer = AnswerOf<typeof listViewsList>;
export type SavedView = ViewsAnswer['views'][number];
/** A view to save: the list's state as the app holds it (its filter values are JSON, as the list's URL keeps them). */
export type ViewSaveBody = Omit<BodyOf<typeof listViewsSave>, 'state'> & { state: ViewState };

export const preferencesKey = (resource: string) => ['ListPreferences/Get', resource] as const;
export const viewsKey = (resource: string) => ['ListViews/List', resource] as const;

export const viewCalls = (dataProvider: Pick<ConsoleDataProvider, 'call'>) => {
  const http = dataProvider.call;
  return {
    getPreferences: async (resource: string) =>
      (await callEndpoint<typeof listPreferencesGet>(http, { method: 'GET', path: 'ListPreferences/Get', query: { resource } })).data,
    savePreferences: async (resource: string, columns: ColumnChoice | null) =>
      (await callEndpoint<typeof listPreferencesSave>(http, { method: 'POST', path: 'ListPreferences/Save', body: { resource, columns } })).data,
    // a views bar that cannot read its answer shows "All" alone: the list under it never fails because of it
    listViews: async (resource: string): Promise<ViewsAnswer> => {
      const answer: Partial<ViewsAnswer> | undefined = (await callEndpoint<typeof listViewsList>(http, { method: 'GET', path: 'ListViews/List', query: { resource } })).data;
      return { ...answer, views: Array.isArray(answer?.views) ? answer.views : [], defaultViewId: answer?.defaultViewId ?? null } as ViewsAnswer;
    },
    saveView: async (body: ViewSaveBody) => (await callEndpoint<typeof listViewsSave>(http, { method: 'POST', path: 'ListViews/Save', body: body as BodyOf<typeof listViewsSave> })).data,
    deleteView: async (id: number) => (await callEndpoint<typeof listViewsDelete>(http, { method: 'POST', path: 'ListViews/Delete', body: { id } })).data,
    setDefaultView: async (resource: string, id: number | null) =>
      (await callEndpoint<typeof listViewsSetDefault>(http, { method: 'POST', path: 'ListViews/SetDefault', body: { resource, id } })).data,
  };
};
