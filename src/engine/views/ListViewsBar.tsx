/**
 * Saved views above a list (issue 34 item 2): "All" and each view the user sees as tabs (a menu when there are many),
 * the open one in the URL (?view=<id>) so a link opens it; save the current filters, sort, columns and page size as
 * a view, save changes to one's own view, rename and share it, make it the default, copy its link, delete it. A
 * view shared by someone else is read-only. Loaded after the first rows (lazy), with its dialogs.
 */
import { useMemo, useState } from 'react';
import { Box, Chip, IconButton, ListItemText, Menu, MenuItem, Tab, Tabs, Tooltip } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import SaveIcon from '@mui/icons-material/Save';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Confirm, useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ConsoleDataProvider } from '../../../dataProviders';
import { definitionSources, normalizeChoice } from '../columns/columnChoice';
import { useListColumnsState } from '../columns/useListColumns';
import type { ResourceDef } from '../types';
import { viewCalls, viewsKey, type ViewsAnswer } from './viewCalls';
import { useViewNavigation } from './viewNavigation';
import { viewChanged, type ViewState } from './viewState';
import { ViewDialog } from './ViewDialog';
import { ViewsBarPlaceholder } from './ViewsBarPlaceholder';

/** More views than this show as a menu instead of tabs. */
const MAX_TABS = 5;

export const ListViewsBar = ({ def }: { def: ResourceDef }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const calls = useMemo(() => viewCalls(dataProvider), [dataProvider]);
  const state = useListColumnsState();
  const { filterValues, sort, perPage } = useListContext();
  const [dialog, setDialog] = useState<'new' | 'edit' | null>(null);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [viewsAnchor, setViewsAnchor] = useState<HTMLElement | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const views = state?.views;
  const view = state?.view ?? null;
  const sources = definitionSources(def);
  const current: ViewState = {
    filter: filterValues ?? {},
    sort: sort ? { field: sort.field, order: sort.order === 'DESC' ? 'DESC' : 'ASC' } : null,
    perPage,
    columns: normalizeChoice(sources, state?.choice),
  };

  const { openView, openAll } = useViewNavigation(def);

  if (!state) return null;
  // its place is held until the views come (nothing moves then); a failed call leaves the list without the bar
  if (!views) return state.viewsFailed ? null : <ViewsBarPlaceholder />;

  const refresh = (answer: (previous: ViewsAnswer) => ViewsAnswer) => {
    queryClient.setQueryData<ViewsAnswer>(viewsKey(def.name), (previous) => (previous ? answer(previous) : previous));
    void queryClient.invalidateQueries({ queryKey: viewsKey(def.name) });
  };
  const changed = view ? viewChanged(def, view.state, current) : false;
  const isDefault = view !== null && views.defaultViewId === view.id;

  const saveChanges = async () => {
    if (!view) return;
    try {
      const saved = await calls.saveView({ id: view.id, resource: def.name, name: view.name, state: current, sharedWith: view.sharedWith.map((r) => r.id) });
      refresh((previous) => ({ ...previous, views: previous.views.map((v) => (v.id === saved.id ? saved : v)) }));
      state.forgetWorkingCopy();
      notify('app.listViews.saved', { type: 'success', messageArgs: { name: saved.name } });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  const toggleDefault = async () => {
    setMenuAnchor(null);
    if (!view) return;
    try {
      const { defaultViewId } = await calls.setDefaultView(def.name, isDefault ? null : view.id);
      refresh((previous) => ({ ...previous, defaultViewId }));
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  const copyLink = async () => {
    setMenuAnchor(null);
    if (!view) return;
    await navigator.clipboard?.writeText(`${window.location.origin}${location.pathname}?view=${view.id}`).catch(() => undefined);
    notify('app.listViews.link_copied', { type: 'info' });
  };
  const remove = async () => {
    setConfirmDelete(false);
    if (!view) return;
    try {
      await calls.deleteView(view.id);
      refresh((previous) => ({ ...previous, views: previous.views.filter((v) => v.id !== view.id) }));
      notify('app.listViews.deleted', { type: 'info', messageArgs: { name: view.name } });
      openAll();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };

  const asMenu = views.views.length > MAX_TABS;
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, px: { xs: 1, sm: 2 }, borderBottom: 1, borderColor: 'divider', minWidth: 0 }}
      data-testid="list-views"
    >
      {asMenu ? (
        <>
          <Button
            label={view ? view.name : 'app.listViews.all'}
            onClick={(event) => setViewsAnchor(event.currentTarget)}
            aria-haspopup="menu"
            endIcon={<ArrowDropDownIcon />}
            sx={{ my: 0.5 }}
          />
          <Menu anchorEl={viewsAnchor} open={Boolean(viewsAnchor)} onClose={() => setViewsAnchor(null)}>
            <MenuItem selected={!view} onClick={() => (setViewsAnchor(null), openAll())}>
              {translate('app.listViews.all')}
            </MenuItem>
            {views.views.map((v) => (
              <MenuItem key={v.id} selected={v.id === view?.id} onClick={() => (setViewsAnchor(null), openView(v))}>
                <ListItemText primary={v.name} secondary={v.mine ? undefined : v.owner.name} />
              </MenuItem>
            ))}
          </Menu>
        </>
      ) : (
        <Tabs
          value={view?.id ?? 'all'}
          variant="scrollable"
          scrollButtons="auto"
          aria-label={translate('app.listViews.tabs')}
          sx={{ minHeight: 40, flex: '1 1 auto', minWidth: 0, '& .MuiTab-root': { minHeight: 40, textTransform: 'none' } }}
        >
          <Tab value="all" label={translate('app.listViews.all')} onClick={() => view && openAll()} />
          {views.views.map((v) => (
            <Tab
              key={v.id}
              value={v.id}
              label={v.id === views.defaultViewId ? `${v.name} ★` : v.name}
              title={v.mine ? undefined : translate('app.listViews.shared_by', { name: v.owner.name })}
              onClick={() => v.id !== view?.id && openView(v)}
            />
          ))}
        </Tabs>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: 'auto', flexWrap: 'wrap' }}>
        {view && !view.mine && <Chip size="small" label={translate('app.listViews.shared_by', { name: view.owner.name })} />}
        {view?.mine && changed && (
          <Button label="app.listViews.save_changes" onClick={() => void saveChanges()}>
            <SaveIcon />
          </Button>
        )}
        <Button label="app.listViews.save_new" onClick={() => setDialog('new')}>
          <BookmarkAddIcon />
        </Button>
        {view && (
          <Tooltip title={translate('app.listViews.menu', { name: view.name })}>
            <IconButton size="small" aria-label={translate('app.listViews.menu', { name: view.name })} onClick={(event) => setMenuAnchor(event.currentTarget)}>
              <MoreVertIcon />
            </IconButton>
          </Tooltip>
        )}
        {view && (
          <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
            {view.mine && <MenuItem onClick={() => (setMenuAnchor(null), setDialog('edit'))}>{translate('app.listViews.edit')}</MenuItem>}
            <MenuItem onClick={() => void toggleDefault()}>{translate(isDefault ? 'app.listViews.remove_default' : 'app.listViews.make_default')}</MenuItem>
            <MenuItem onClick={() => void copyLink()}>{translate('app.listViews.copy_link')}</MenuItem>
            {view.mine && (
              <MenuItem onClick={() => (setMenuAnchor(null), setConfirmDelete(true))} sx={{ color: 'error.main' }}>
                {translate('app.listViews.delete')}
              </MenuItem>
            )}
          </Menu>
        )}
      </Box>
      {dialog && (
        <ViewDialog
          def={def}
          mode={dialog}
          view={dialog === 'edit' ? view : null}
          current={current}
          answer={views}
          onClose={() => setDialog(null)}
          onSaved={(saved, defaultViewId) => {
            setDialog(null);
            refresh((previous) => ({
              ...previous,
              defaultViewId,
              views: [...previous.views.filter((v) => v.id !== saved.id), saved].sort((a, b) => a.name.localeCompare(b.name)),
            }));
            notify('app.listViews.saved', { type: 'success', messageArgs: { name: saved.name } });
            if (dialog === 'new') {
              state.forgetWorkingCopy();
              const query = new URLSearchParams(location.search);
              query.set('view', String(saved.id));
              navigate({ search: `?${query.toString()}` });
            }
          }}
        />
      )}
      {view && (
        <Confirm
          isOpen={confirmDelete}
          title="app.listViews.delete_title"
          titleTranslateOptions={{ name: view.name }}
          content="app.listViews.delete_content"
          confirm="app.listViews.delete"
          confirmColor="warning"
          onConfirm={() => void remove()}
          onClose={() => setConfirmDelete(false)}
        />
      )}
    </Box>
  );
};
