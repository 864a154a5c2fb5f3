import { Box } from '@mui/material';
import { SimpleList, TextField, type Identifier, type RaRecord } from 'react-admin';
import { columnField, columnFieldDef, columnSource } from './FieldColumn';
import type { ResourceDef } from './types';

/** The other columns of a row on one line, separated by dots ("API · INV_BOG · ✓"). */
const RowSummary = ({ def }: { def: ResourceDef }) => (
  <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
    {def.list.columns
      .filter((column) => columnSource(column) !== def.recordRepresentation && columnSource(column) !== 'id')
      .map((column, index) => (
        <Box component="span" key={columnSource(column)} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
          {index > 0 && <span aria-hidden>·</span>}
          {columnField(columnFieldDef(def, column))}
        </Box>
      ))}
  </Box>
);

/** A list for phones: the record's name on top, the other columns under it, a tap opens it. */
interface MobileListProps {
  def: ResourceDef;
  rowClick: false | ((id: Identifier, resource: string, record: RaRecord) => string | false);
}

export const MobileList = ({ def, rowClick }: MobileListProps) => (
  <SimpleList
    primaryText={<TextField source={def.recordRepresentation} />}
    secondaryText={<RowSummary def={def} />}
    rowClick={rowClick}
  />
);
