/**
 * The calls of chosen columns and saved views (issue 34 items 1-2) by their routes, typed by their contracts (types
 * only: nothing of zod reaches the bundle), through the console's data provider.
 */
import type { ConsoleDataProvider } from '../../../dataProviders';
import { caller, type AnswerOf, type BodyOf } from '../../../dataProviders/endpointCall';
import * as routes from '../../../contracts/routes';
import type { listViewsList, listViewsSave } from '../../../contracts/endpoints/listViews';
import type { ColumnChoice } from '../columns/columnChoice';
import type { ViewState } from './viewState';

export type ViewsAnswer = AnswerOf<typeof listViewsList>;
export type SavedView = ViewsAnswer['views'][number];
/** A view to save: the list's state as the app holds it (its filter values are JSON, as the list's URL keeps them). */
export type ViewSaveBody = Omit<BodyOf<typeof listViewsSave>, 'state'> & { state: ViewState };

export const preferencesKey = (resource: string) => [routes.listPreferencesGet.path, resource] as const;
export const viewsKey = (resource: string) => [routes.listViewsList.path, resource] as const;

export const viewCalls = (dataProvider: Pick<ConsoleDataProvider, 'call'>) => {
  const call = caller(dataProvider.call);
  return {
    getPreferences: async (resource: string) =>
      (await call(routes.listPreferencesGet, { query: { resource } })).data,
    savePreferences: async (resource: string, columns: ColumnChoice | null) =>
      (await call(routes.listPreferencesSave, { body: { resource, columns } })).data,
    // a views bar that cannot read its answer shows "All" alone: the list under it never fails because of it
    listViews: async (resource: string): Promise<ViewsAnswer> => {
      const answer: Partial<ViewsAnswer> | undefined = (await call(routes.listViewsList, { query: { resource } })).data;
      return { ...answer, views: Array.isArray(answer?.views) ? answer.views : [], defaultViewId: answer?.defaultViewId ?? null } as ViewsAnswer;
    },
    saveView: async (body: ViewSaveBody) => (await call(routes.listViewsSave, { body: body as BodyOf<typeof listViewsSave> })).data,
    deleteView: async (id: number) => (await call(routes.listViewsDelete, { body: { id } })).data,
    setDefaultView: async (resource: string, id: number | null) =>
      (await call(routes.listViewsSetDefault, { body: { resource, id } })).data,
  };
};
