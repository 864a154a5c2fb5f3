import { ChipField, ListContextProvider, SingleFieldList, useList, useRecordContext } from 'react-admin';
import type { FieldDef } from '../../../engine/types';
import { asIds, DATABASES_FIELD } from './userFields';
import { useRolesOfDatabases } from './useRolesOfDatabases';

/** The user's roles read-only, as chips named like the input's choices: "role (database alias)". */
export const RolesField = ({ field }: { field: FieldDef }) => {
  const record = useRecordContext();
  const { choices } = useRolesOfDatabases(asIds(record?.[DATABASES_FIELD]));
  const chosen = asIds(record?.[field.source]).map(String);
  const list = useList({ data: choices.filter((choice) => chosen.includes(String(choice.id))) });
  return (
    <ListContextProvider value={list}>
      <SingleFieldList linkType={false} empty={<span>-</span>}>
        <ChipField source="name" size="small" />
      </SingleFieldList>
    </ListContextProvider>
  );
};
