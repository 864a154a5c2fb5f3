/**
 * The columns the user chose for a list (issue 34 item 1), per user and list: kept by the server
 * (ListPreferences/*) so another browser gets them, and cached in react-admin's store so the first screen draws with
 * the last answer at once and reconciles when the server's comes (the rows never wait for it). While a saved view is
 * open (?view=<id>), the columns are that view's, and changing them changes the view's working copy, not the
 * user's own choice (the view's "Save changes" keeps them).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useStore } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { ConsoleDataProvider } from '../../../dataProviders';
import { sessionUserId } from '../../shell/auth/session';
import type { ResourceDef } from '../types';
import { preferencesKey, viewCalls, viewsKey, type SavedView, type ViewsAnswer } from '../views/viewCalls';
import { chosenColumns, columnReducer, definitionSources, isDefinitionChoice, sameChoice, type ChosenColumn, type ColumnAction, type ColumnChoice } from './columnChoice';

interface StoredPreference {
  choice: ColumnChoice | null;
  /** changed here and not yet kept by the server */
  pending?: boolean;
}

interface WorkingCopy {
  viewId: number;
  choice: ColumnChoice;
}

export interface ListColumnsState {
  resource: string;
  /** the choice the table draws now (the open view's, else the user's) */
  choice: ColumnChoice | null;
  dispatch: (action: ColumnAction) => void;
  /** the open view (?view=<id>) once the views are read; null: none */
  view: SavedView | null;
  viewId: number | null;
  views: ViewsAnswer | undefined;
  /** the views could not be read (the list goes on without its views' bar) */
  viewsFailed: boolean;
  /** the open view's columns back to what it saved (when it is opened again) */
  forgetWorkingCopy: () => void;
}

const ListColumnsContext = createContext<ListColumnsState | null>(null);

export const useListColumnsState = () => useContext(ListColumnsContext);

const preferenceStoreKey = (resource: string) => `listColumns.${sessionUserId() ?? 'anonymous'}.${resource}`;
const workingStoreKey = (resource: string) => `listViews.working.${sessionUserId() ?? 'anonymous'}.${resource}`;

/** The visible columns of `def`'s list, in the user's order, with their widths (the table and the phone cards use it). */
export const useListColumns = (def: ResourceDef): ChosenColumn[] => {
  const context = useContext(ListColumnsContext);
  const [stored] = useStore<StoredPreference | undefined>(preferenceStoreKey(def.name));
  const choice = context?.resource === def.name ? context.choice : (stored?.choice ?? null);
  return useMemo(() => chosenColumns(def, choice), [def, choice]);
};

const SAVE_AFTER_MS = 400;

/** Holds a list's column choice (and the open view's copy) for the table, the chooser and the views bar. */
export const ListColumnsProvider = ({ def, children }: { def: ResourceDef; children: ReactNode }) => {
  const resource = def.name;
  const sources = useMemo(() => definitionSources(def), [def]);
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const calls = useMemo(() => viewCalls(dataProvider), [dataProvider]);
  const queryClient = useQueryClient();
  const [stored, setStored] = useStore<StoredPreference | undefined>(preferenceStoreKey(resource));
  const [working, setWorking] = useStore<WorkingCopy | undefined>(workingStoreKey(resource));
  const [searchParams] = useSearchParams();
  const viewParam = Number(searchParams.get('view'));
  const viewId = Number.isInteger(viewParam) && viewParam > 0 ? viewParam : null;

  // the server's answer, after the first rows: it replaces the cached choice unless one is still being saved
  const preferences = useQuery({ queryKey: preferencesKey(resource), queryFn: () => calls.getPreferences(resource), staleTime: 30_000 });
  const views = useQuery({ queryKey: viewsKey(resource), queryFn: () => calls.listViews(resource), staleTime: 30_000 });
  useEffect(() => {
    if (!preferences.data || stored?.pending) return;
    if (!sameChoice(sources, preferences.data.columns, stored?.choice)) setStored({ choice: preferences.data.columns });
  }, [preferences.data]); // eslint-disable-line react-hooks/exhaustive-deps

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const keep = useCallback(
    (choice: ColumnChoice | null) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        calls
          .savePreferences(resource, choice)
          .then(() => setStored((current) => (current && sameChoice(sources, current.choice, choice) ? { choice: current.choice } : current)))
          .catch(() => undefined); // kept here; the next change or visit tries again
      }, SAVE_AFTER_MS);
    },
    [calls, resource, setStored, sources],
  );

  const view = (viewId !== null && views.data?.views.find((v) => v.id === viewId)) || null;
  const choice = view ? (working?.viewId === view.id ? working.choice : view.state.columns) : (stored?.choice ?? null);

  const dispatch = useCallback(
    (action: ColumnAction) => {
      const next = columnReducer(sources, choice, action);
      if (view) {
        setWorking({ viewId: view.id, choice: next });
        return;
      }
      const kept = isDefinitionChoice(sources, next) ? null : next;
      // a read of the server's choice still on its way was asked before this change: its answer must not undo it
      // once the save is done (a new width came back to the old one)
      void queryClient.cancelQueries({ queryKey: preferencesKey(resource) });
      queryClient.setQueryData(preferencesKey(resource), (old: object | undefined) => ({ ...old, columns: kept }));
      setStored({ choice: kept, pending: true });
      keep(kept);
    },
    [sources, choice, view, setWorking, setStored, keep, queryClient, resource],
  );
  const forgetWorkingCopy = useCallback(() => setWorking(undefined), [setWorking]);

  const value = useMemo(
    () => ({ resource, choice, dispatch, view, viewId, views: views.data, viewsFailed: views.isError, forgetWorkingCopy }),
    [resource, choice, dispatch, view, viewId, views.data, views.isError, forgetWorkingCopy],
  );
  return <ListColumnsContext.Provider value={value}>{children}</ListColumnsContext.Provider>;
};
