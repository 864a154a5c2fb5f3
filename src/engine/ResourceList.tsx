import {
  BulkDeleteButton,
  BulkExportButton,
  CreateButton,
  DataTable,
  DeleteButton,
  EditButton,
  ExportButton,
  FilterButton,
  List,
  SearchInput,
  TopToolbar,
} from 'react-admin';
import { useMediaQuery, type Theme } from '@mui/material';
import { renderColumn } from './FieldColumn';
import { MobileList } from './MobileList';
import { FieldInput } from './FieldInput';
import { findField } from './fieldRules';
import { ResourceEmpty } from './ResourceEmpty';
import { createPath, editPath } from './paths';
import type { ResourceDef } from './types';
import { useResourceDef } from './useResourceDef';

const filterInputs = (def: ResourceDef) =>
  def.list.filters?.map((filter) =>
    filter.kind === 'search' ? (
      <SearchInput key={filter.source} source={filter.source} alwaysOn={filter.alwaysOn} />
    ) : (
      <FieldInput key={filter.source} field={{ ...(findField(def, filter.source) ?? { source: filter.source, kind: filter.kind }), required: false, showWhen: undefined }} />
    ),
  );

const ListToolbar = ({ def }: { def: ResourceDef }) => (
  <TopToolbar>
    {def.list.filters?.some((f) => !f.alwaysOn) && <FilterButton />}
    {def.slots?.listActions?.map((Action, index) => <Action key={index} />)}
    <CreateButton to={createPath(def)} />
    {def.list.exportable && <ExportButton />}
  </TopToolbar>
);

const BulkActions = ({ def }: { def: ResourceDef }) => (
  <>
    {def.list.bulkActions?.includes('export') && <BulkExportButton />}
    {def.list.bulkActions?.includes('delete') && <BulkDeleteButton mutationMode="pessimistic" />}
  </>
);

/** The list screen of any resource: columns, sort, filters, page size and actions from its metadata. */
export const ResourceList = () => {
  const def = useResourceDef();
  const { list } = def;
  const rowActions = list.rowActions ?? [];
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      title={def.titles?.list}
      perPage={list.pageSize}
      sort={list.sort}
      filters={filterInputs(def)}
      actions={<ListToolbar def={def} />}
      empty={<ResourceEmpty def={def} />}
    >
      {isPhone ? (
        <MobileList def={def} />
      ) : (
        <DataTable
          rowClick={list.rowClick === false ? false : (id) => editPath(def, id)}
          bulkActionButtons={list.bulkActions?.length ? <BulkActions def={def} /> : false}
        >
          {list.columns.map((column) => renderColumn(def, column))}
          {rowActions.length > 0 && (
            <DataTable.Col label="" cellSx={() => ({ textAlign: 'right', whiteSpace: 'nowrap' })}>
              {rowActions.includes('edit') && <EditButton />}
              {rowActions.includes('delete') && <DeleteButton mutationMode="pessimistic" />}
            </DataTable.Col>
          )}
        </DataTable>
      )}
    </List>
  );
};
