import { ExportButton, FilterButton, List, SearchInput, TopToolbar } from 'react-admin';
import { CreateAction } from './CreateAction';
import { FieldInput } from './FieldInput';
import { findField } from './fieldRules';
import { RecordDialog, useRecordDialog } from './RecordDialog';
import { ResourceEmpty } from './ResourceEmpty';
import { ResourceRows } from './ResourceRows';
import { editPath } from './paths';
import type { ResourceDef } from './types';
import { useResourceAccess } from './useResourceAccess';
import { useResourceDef } from './useResourceDef';

const filterInputs = (def: ResourceDef) =>
  def.list.filters?.map((filter) =>
    filter.kind === 'search' ? (
      <SearchInput key={filter.source} source={filter.source} alwaysOn={filter.alwaysOn} />
    ) : (
      <FieldInput
        key={filter.source}
        field={{ ...(findField(def, filter.source) ?? { source: filter.source, kind: filter.kind }), required: false, showWhen: undefined }}
      />
    ),
  );

const ListToolbar = ({ def, onCreate }: { def: ResourceDef; onCreate?: () => void }) => {
  const { canExport } = useResourceAccess(def.name);
  return (
    <TopToolbar>
      {def.list.filters?.some((f) => !f.alwaysOn) && <FilterButton />}
      {def.slots?.listActions?.map((Action, index) => <Action key={index} />)}
      <CreateAction def={def} onCreate={onCreate} />
      {def.list.exportable && canExport && <ExportButton />}
    </TopToolbar>
  );
};

/** The list screen of any resource: columns, sort, filters, page size and actions from its metadata. */
export const ResourceList = () => {
  const def = useResourceDef();
  const dialog = useRecordDialog();
  const inModal = def.editIn === 'modal';
  return (
    <>
      <List
        title={def.titles?.list}
        perPage={def.list.pageSize}
        sort={def.list.sort}
        filters={filterInputs(def)}
        actions={<ListToolbar def={def} onCreate={inModal ? dialog.openCreate : undefined} />}
        empty={<ResourceEmpty def={def} onCreate={inModal ? dialog.openCreate : undefined} />}
      >
        <ResourceRows
          def={def}
          onOpen={(id, _record, mode) => {
            if (!inModal) return mode === 'show' && !def.routes ? `${editPath(def, id)}/show` : editPath(def, id);
            dialog.open(id, mode);
            return false;
          }}
        />
      </List>
      {dialog.target !== null && <RecordDialog resource={def.name} target={dialog.target} mode={dialog.mode} onClose={dialog.close} />}
    </>
  );
};
