import { SelectInput, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { validatorsFor } from '../../../engine/fieldRules';
import type { FieldDef } from '../../../engine/types';
import { NO_ROOT, rootChoices, useMenuDatabaseId, useRootMenus } from './useRootMenus';

const labelOf = (resource: string | undefined, field: FieldDef) => field.label ?? `resources.${resource}.fields.${field.source}`;

/** The parent of a menu entry: "None" (0) or a root entry of the same database, never the entry itself. */
export const RootMenuInput = ({ field }: { field: FieldDef }) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const record = useRecordContext();
  const { data: roots = [], isPending, error } = useRootMenus(useMenuDatabaseId());
  return (
    <SelectInput
      source={field.source}
      label={labelOf(resource, field)}
      validate={validatorsFor(field)}
      choices={rootChoices(roots, record?.id, translate('resources.menus.root.none'))}
      translateChoice={false}
      isPending={isPending && !error}
      fullWidth={field.fullWidth}
    />
  );
};

/** The parent's name in a list or read-only view ("None" for a top-level entry). */
export const RootMenuField = ({ field }: { field: FieldDef }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const { data: roots } = useRootMenus(record?.dataBaseId as number | undefined);
  const value = record?.[field.source];
  if (value === undefined || value === null) return null;
  if (Number(value) === NO_ROOT) return <span>{translate('resources.menus.root.none')}</span>;
  return <span>{roots?.find((root) => String(root.id) === String(value))?.name ?? `#${value}`}</span>;
};
