import { Labeled, Show, ShowBase, SimpleShowLayout, useRecordContext, type Identifier } from 'react-admin';
import { Box } from '@mui/material';
import { columnField } from './FieldColumn';
import { fieldLabel, isFieldShown } from './fieldRules';
import type { ResourceDef } from './types';
import { useResourceDef } from './useResourceDef';

/** Every field of the record, read-only, with the same conditions as the form (no URL for a SQL database). */
const ShowFields = ({ def }: { def: ResourceDef }) => {
  const record = useRecordContext();
  return (
    <SimpleShowLayout>
      <Box display="grid" gridTemplateColumns={{ xs: '1fr', md: '1fr 1fr' }} gap={2} width="100%">
        {def.fields
          .filter((field) => field.kind !== 'password' && isFieldShown(field, record))
          .map((field) => (
            <Labeled key={field.source} label={fieldLabel(def, field)}>
              {columnField(field)}
            </Labeled>
          ))}
      </Box>
    </SimpleShowLayout>
  );
};

/** The record as a read-only page, for users who may view (V) but not change (W) it. */
export const ResourceShow = ({ id }: { id?: Identifier }) => {
  const def = useResourceDef();
  return (
    <Show id={id} title={def.titles?.edit} actions={false}>
      <ShowFields def={def} />
    </Show>
  );
};

/** The same, inside a dialog. */
export const ResourceShowBody = ({ id, parentId }: { id: Identifier; parentId?: Identifier }) => {
  const def = useResourceDef();
  return (
    <ShowBase id={id} queryOptions={{ meta: { parentId } }}>
      <ShowFields def={def} />
    </ShowBase>
  );
};
