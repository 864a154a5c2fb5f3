import { Box } from '@mui/material';
import { SimpleList, TextField, useRecordContext, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { columnField, columnFieldDef } from './FieldColumn';
import { fieldLabel } from './fieldRules';
import { StateChip, StateSwitchButton } from './StateSwitch';
import type { ResourceDef } from './types';
import { liveRowSx, useLiveRows } from './live/LiveRows';
import { useListColumns } from './columns/useListColumns';
import { PhoneBulkEditButton } from './bulk/BulkEditToolbar';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

const oneLine = { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', overflowWrap: 'normal', '& *': { display: 'inline' } };

/**
 * The other columns of a row on one line, separated by dots ("API · INV_BOG · Active ✓"): empty values are left
 * out, and a yes/no value is named, since a bare tick says nothing without its column header.
 */
const RowSummary = ({ def }: { def: ResourceDef }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  // the columns the user chose, in their order (issue 34 item 1)
  const shown = useListColumns(def)
    .map((entry) => columnFieldDef(def, entry.column))
    .filter((field) => field.source !== def.recordRepresentation && field.source !== 'id' && !isEmpty(record?.[field.source]));
  return (
    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75, minWidth: 0, maxWidth: '100%' }}>
      {shown.map((field, index) => (
        <Box component="span" key={field.source} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minWidth: 0, maxWidth: '100%' }}>
          {field.kind === 'boolean' && <span>{translate(fieldLabel(def, field))}</span>}
          {/* a long value (a storage URL) stays on one line and ends in an ellipsis, whole on hover */}
          <Box component="span" sx={oneLine} title={typeof record?.[field.source] === 'string' ? record[field.source] : undefined}>
            {def.list.stateSwitch?.source === field.source ? <StateChip def={def} /> : columnField(field)}
          </Box>
          {/* after its value, not before the next one: a wrapped line never begins with a dot */}
          {index < shown.length - 1 && <span aria-hidden>·</span>}
        </Box>
      ))}
    </Box>
  );
};

/** The resource's own row buttons (e.g. "Users") and its state switch, at the end of the line. */
const RowActions = ({ def, withActions }: { def: ResourceDef; withActions: boolean }) => (
  <>
    {def.slots?.rowActions?.map((Action, index) => (
      <Action key={index} />
    ))}
    {withActions && def.list.stateSwitch && <StateSwitchButton def={def} />}
  </>
);

/** A list for phones: the record's name on top, the other columns under it, a tap opens it. */
interface MobileListProps {
  def: ResourceDef;
  rowClick: false | ((id: Identifier, resource: string, record: RaRecord) => string | false);
  /** row buttons belong to full lists, not to tabs */
  withActions?: boolean;
  /** the bulk edit button: a full list's by default; a tab's when its definition asks for it */
  withBulkActions?: boolean;
}

export const MobileList = ({ def, rowClick, withActions = true, withBulkActions = withActions }: MobileListProps) => {
  const live = useLiveRows();
  return (
    <>
      {withBulkActions && def.list.bulkActions?.includes('edit') && <PhoneBulkEditButton def={def} />}
      <SimpleList
        rowSx={(record) => liveRowSx(live, record.id)}
        primaryText={<TextField source={def.recordRepresentation} />}
        secondaryText={<RowSummary def={def} />}
        rightIcon={def.slots?.rowActions?.length || (withActions && def.list.stateSwitch) ? () => <RowActions def={def} withActions={withActions} /> : undefined}
        rowClick={rowClick}
      />
    </>
  );
};
