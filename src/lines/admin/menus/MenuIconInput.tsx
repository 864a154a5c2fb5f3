import { Box } from '@mui/material';
import { SelectInput, useRecordContext, useResourceContext } from 'react-admin';
import { validatorsFor } from '../../../engine/fieldRules';
import type { FieldDef } from '../../../engine/types';
import { MENU_ICONS, menuIconFor } from '../../../shell/layout/menu/menuIcons';

/** Every icon the side menu knows, by name, plus a stored name it does not know (kept, shown with the default). */
export const iconChoices = (current?: unknown) => {
  const names = Object.keys(MENU_ICONS).sort();
  if (typeof current === 'string' && current && !names.includes(current)) names.unshift(current);
  return names.map((name) => ({ id: name, name }));
};

/** An icon and its name, as the side menu draws it. */
const IconWithName = ({ name }: { name: string }) => {
  const Icon = menuIconFor(name, false);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Icon fontSize="small" color="action" aria-hidden />
      <span>{name}</span>
    </Box>
  );
};

/** One option of the select: it reads its choice from the record context react-admin gives each option. */
const IconOption = () => {
  const choice = useRecordContext<{ id: string; name: string }>();
  return choice ? <IconWithName name={choice.name} /> : null;
};

/** The icon picker of a menu entry: each known icon with its name; empty = the menu's default icon. */
export const MenuIconInput = ({ field }: { field: FieldDef }) => {
  const resource = useResourceContext();
  const record = useRecordContext();
  return (
    <SelectInput
      source={field.source}
      label={field.label ?? `resources.${resource}.fields.${field.source}`}
      validate={validatorsFor(field)}
      choices={iconChoices(record?.[field.source])}
      optionText={<IconOption />}
      emptyText="resources.menus.icon.none"
      fullWidth={field.fullWidth}
    />
  );
};

/** The icon and its name in a list or read-only view. */
export const MenuIconField = ({ field }: { field: FieldDef }) => {
  const record = useRecordContext();
  const name = record?.[field.source];
  return typeof name === 'string' && name ? <IconWithName name={name} /> : null;
};
