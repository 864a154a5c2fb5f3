/**
 * Opening a saved view or "All" (issue 34 item 2): the list's address carries the view's filters, sort and page size
 * (and ?view=<id>, so a link opens it). Used by the views bar's tabs and by the opening of a list (`ViewOpener`),
 * which is drawn with the list while the bar's code loads after the first rows (issue 37).
 */
import { useEffect, useRef } from 'react';
import { useNotify, useStore } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { defaultListParams } from '../../../dataProviders/documentedProvider';
import { sessionUserId } from '../../shell/auth/session';
import { useListColumnsState } from '../columns/useListColumns';
import type { ResourceDef } from '../types';
import type { SavedView } from './viewCalls';
import { applicableViewState } from './viewState';

const searchOf = (params: { view?: number; filter: Record<string, unknown>; sort: { field: string; order: string }; perPage: number }) => {
  const query = new URLSearchParams();
  if (params.view) query.set('view', String(params.view));
  query.set('filter', JSON.stringify(params.filter));
  query.set('displayedFilters', JSON.stringify(Object.fromEntries(Object.keys(params.filter).map((key) => [key, true]))));
  query.set('sort', params.sort.field);
  query.set('order', params.sort.order);
  query.set('page', '1');
  query.set('perPage', String(params.perPage));
  return `?${query.toString()}`;
};

/** Opens a view (telling the user once which of its fields the definition no longer has) or "All". */
export const useViewNavigation = (def: ResourceDef) => {
  const notify = useNotify();
  const navigate = useNavigate();
  const state = useListColumnsState();
  const [told, setTold] = useStore<Record<string, string>>(`listViews.told.${sessionUserId() ?? 'anonymous'}`, {});
  const opening = defaultListParams(def);
  const openView = (target: SavedView, replace = false) => {
    const { state: applied, skipped } = applicableViewState(def, target.state);
    state?.forgetWorkingCopy();
    navigate({ search: searchOf({ view: target.id, filter: applied.filter, sort: applied.sort ?? opening.sort, perPage: applied.perPage }) }, { replace });
    const signature = skipped.sort().join(',');
    if (skipped.length && told[target.id] !== signature) {
      notify('app.listViews.skipped', { type: 'info', messageArgs: { name: target.name, fields: skipped.join(', ') }, autoHideDuration: 8000 });
      setTold({ ...told, [target.id]: signature });
    }
  };
  const openAll = (replace = false) => {
    state?.forgetWorkingCopy();
    navigate({ search: searchOf({ filter: {}, sort: opening.sort, perPage: opening.pagination.perPage }) }, { replace });
  };
  return { openView, openAll };
};

/**
 * Once the views are read, as the list opens: a link (?view=<id> alone) opens its view; a list opened plainly opens
 * the user's default view. Draws nothing.
 */
export const ViewOpener = ({ def }: { def: ResourceDef }) => {
  const state = useListColumnsState();
  const notify = useNotify();
  const location = useLocation();
  const { openView, openAll } = useViewNavigation(def);
  const settled = useRef(false);
  const views = state?.views;
  useEffect(() => {
    if (!views || settled.current) return;
    settled.current = true;
    const query = new URLSearchParams(location.search);
    const wanted = state?.viewId ?? null;
    if (wanted !== null) {
      const found = views.views.find((v) => v.id === wanted);
      if (!found) {
        notify('app.listViews.not_found', { type: 'warning', messageArgs: { id: wanted } });
        openAll(true);
      } else if (!query.has('filter')) openView(found, true);
      return;
    }
    const byDefault = views.views.find((v) => v.id === views.defaultViewId);
    if (byDefault && !query.has('filter')) openView(byDefault, true);
  }, [views]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
};
