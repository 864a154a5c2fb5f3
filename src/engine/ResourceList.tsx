import { Box, Skeleton } from '@mui/material';
import { useEffect } from 'react';
import { SelectInput, FilterButton, FilterForm, List, SearchInput, TopToolbar } from 'react-admin';
import { EstimatedPagination } from './EstimatedPagination';
import { ReferenceSelectInput } from './ReferenceSelectInput';
import { CreateAction } from './CreateAction';
import { FieldInput } from './FieldInput';
import { findField, optionsByName } from './fieldRules';
import { RecordDialog } from './lazyRecordDialog';
import { preloadScreens } from './lazyScreens';
import { useAfterFirstScreen, whenIdle } from '../boot/whenIdle';
import { Deferred } from '../shell/components/Deferred';
import { ViewOpener } from './views/viewNavigation';
import { ViewsBarPlaceholder } from './views/ViewsBarPlaceholder';
import { useRecordDialog } from './useRecordDialog';
import { ResourceEmpty } from './ResourceEmpty';
import { ResourceRows } from './ResourceRows';
import { pageSizes } from './pageSizes';
import { editPath } from './paths';
import type { FilterDef, ResourceDef } from './types';
import { defaultListParams } from '../../dataProviders/documentedProvider';
import { XlsxExportButton } from './export/XlsxExportButton';
import { useXlsxExporter } from './export/useXlsxExporter';
import { useResourceDef } from './useResourceDef';
import { LiveAnnouncer, LiveRowsProvider } from './live/LiveRows';
import { useLiveResource } from './live/useLiveResource';
import { ColumnsButton } from './columns/ColumnsButton';
import { ListColumnsProvider } from './columns/useListColumns';
import { lazyComponent } from './lazyComponent';

type ViewsBar = typeof import('./views/ListViewsBar');
/** saved views (issue 34 item 2): tabs and dialogs load after the first rows, never before them */
const ListViewsBar = lazyComponent<{ def: ResourceDef }, ViewsBar>(() => import('./views/ListViewsBar'), 'ListViewsBar', <ViewsBarPlaceholder />);

/**
 * The saved views' bar, drawn once the first rows are (issue 37: its code, with MUI's Tabs and Autocomplete, is not
 * the rows'). Its place is held meanwhile (ViewsBarPlaceholder), so the rows do not move when it comes; the view a link
 * or the user's default names opens meanwhile (ViewOpener, drawn with the list).
 */
const ViewsBarAfterRows = ({ def }: { def: ResourceDef }) => (useAfterFirstScreen() ? <ListViewsBar def={def} /> : <ViewsBarPlaceholder />);

const filterInput = (def: ResourceDef, filter: FilterDef) => {
  const label = filter.label ?? `resources.${def.name}.fields.${filter.source}`;
  if (filter.kind === 'search') return <SearchInput key={filter.source} source={filter.source} alwaysOn={filter.alwaysOn} />;
  if (filter.kind === 'reference' && filter.reference) {
    // "all" is the empty choice: choosing it removes the filter
    return (
      <ReferenceSelectInput
        key={filter.source}
        source={filter.source}
        reference={filter.reference.resource}
        alwaysOn={filter.alwaysOn}
        perPage={1000}
        sort={optionsByName(filter.reference)}
      >
        {/* the empty choice is shown by name ("All"), at first and once chosen; its label stays above it */}
        <SelectInput
          label={label}
          optionText={filter.reference.optionText}
          emptyText={filter.allLabel}
          slotProps={{ select: { displayEmpty: Boolean(filter.allLabel) }, inputLabel: { shrink: filter.allLabel ? true : undefined } }}
        />
      </ReferenceSelectInput>
    );
  }
  const field = findField(def, filter.source) ?? { source: filter.source, kind: filter.kind };
  return (
    <FieldInput
      key={filter.source}
      source={filter.source}
      label={label}
      alwaysOn={filter.alwaysOn}
      field={{ ...field, label, required: false, showWhen: undefined, rules: undefined }}
    />
  );
};

/**
 * The search box has no label (react-admin's hiddenLabel), so it sat 8 px lower than the labelled filters beside
 * it: the same 25 px of vertical padding as a small labelled input, centred.
 */
const SEARCH_AS_TALL_AS_LABELLED_INPUTS = {
  '& .RaFilterForm-filterFormInput .MuiFormControl-root:not(:has(> label)) .MuiFilledInput-input': { py: '12.5px' },
};

const filterInputs = (def: ResourceDef) => def.list.filters?.map((filter) => filterInput(def, filter));

/** The filter form's band on a list's toolbar (react-admin's FilterForm: 8 px above its inputs, 8 px below). */
const FILTERS_BAND_SX = { display: 'flex', alignItems: 'flex-end', gap: 2, height: 64, pb: 1, flex: { md: '0 1 100%' }, width: { xs: '100%', sm: 'auto' } } as const;

/**
 * react-admin's FilterForm, drawn in a pass of its own right after the list's first: a form mounting (react-hook-form)
 * sets state in the commit itself, which in the commit that draws a list's rows made React draw the page again before
 * the browser could paint them. Its always-on inputs' places are held meanwhile, so nothing moves when it comes.
 */
const LateFilterForm = ({ def }: { def: ResourceDef }) => (
  <Deferred
    fallback={
      <Box sx={FILTERS_BAND_SX} aria-hidden data-placeholder="filters">
        {def.list.filters
          ?.filter((filter) => filter.alwaysOn)
          .map((filter) => <Skeleton key={filter.source} variant="rounded" width={filter.kind === 'search' ? 256 : 160} height={48} />)}
      </Box>
    }
  >
    <FilterForm filters={filterInputs(def)} />
  </Deferred>
);

/**
 * On a phone react-admin's Create button floats (a fixed FAB) and its TopToolbar is a white 56-px band: with nothing
 * else in it, the band stood empty between the breadcrumb and the search box.
 */
const NO_EMPTY_BAND = { '&:not(:has(> :not(.MuiFab-root)))': { minHeight: 0, p: 0, backgroundColor: 'transparent' } };

const ListToolbar = ({ def, onCreate }: { def: ResourceDef; onCreate?: () => void }) => (
  <TopToolbar sx={NO_EMPTY_BAND}>
    {def.list.filters?.some((f) => !f.alwaysOn) && <FilterButton filters={filterInputs(def)} />}
    {def.slots?.listActions?.map((Action, index) => <Action key={index} />)}
    <ColumnsButton def={def} />
    <CreateAction def={def} onCreate={onCreate} />
    {def.list.exportable && <XlsxExportButton resource={def.name} />}
  </TopToolbar>
);

/** The list screen of any resource: columns, sort, filters, page size and actions from its metadata. */
export const ResourceList = () => {
  const def = useResourceDef();
  const dialog = useRecordDialog();
  const exporter = useXlsxExporter(def);
  const inModal = def.editIn === 'modal';
  // a record opens without waiting for the form's code
  useEffect(() => whenIdle(preloadScreens), []);
  // the same params the first-screen prefetch asks for (main.tsx), so its answer is the one this list uses
  const opening = defaultListParams(def);
  // live: another session's changes refresh the page and mark their rows (issue 36)
  const live = useLiveResource(def.name);
  return (
    <LiveRowsProvider value={live}>
      <LiveAnnouncer state={live} />
      {/* the columns the user chose and the open saved view's, for the table, the cards, the chooser and the views */}
      <ListColumnsProvider def={def}>
        <List
          exporter={exporter}
          title={def.titles?.list}
          perPage={opening.pagination.perPage}
          sort={opening.sort}
          filters={def.list.filters?.length ? <LateFilterForm def={def} /> : undefined}
          sx={SEARCH_AS_TALL_AS_LABELLED_INPUTS}
          actions={<ListToolbar def={def} onCreate={inModal ? dialog.openCreate : undefined} />}
          empty={def.list.create === false ? false : <ResourceEmpty def={def} onCreate={inModal ? dialog.openCreate : undefined} />}
          pagination={<EstimatedPagination rowsPerPageOptions={pageSizes(def.list.pageSize)} />}
        >
          <ViewOpener def={def} />
          <ViewsBarAfterRows def={def} />
          <ResourceRows
            def={def}
            onOpen={(id, _record, mode) => {
              if (!inModal) return mode === 'show' && !def.routes ? `${editPath(def, id)}/show` : editPath(def, id);
              dialog.open(id, mode);
              return false;
            }}
          />
        </List>
      </ListColumnsProvider>
      {dialog.target !== null && <RecordDialog resource={def.name} target={dialog.target} mode={dialog.mode} onClose={dialog.close} onReopen={dialog.reopen} />}
    </LiveRowsProvider>
  );
};
