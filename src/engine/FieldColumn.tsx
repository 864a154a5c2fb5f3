import {
  ChipField,
  ReferenceArrayField,
  SingleFieldList,
  ReferenceField,
  SelectField,
  TextField,
  useFieldValue,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { Typography } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import DoneIcon from '@mui/icons-material/Done';
import { LateTooltip } from '../shell/components/LateTooltip';
import { fieldLabel, findField } from './fieldRules';
import { isOneLineKind, type ColumnKind } from './columns/columnWidths';
import { formatDate, formatNumber } from './localeFormat';
import { ListColumn } from './columns/ListColumn';
import { StateChip } from './StateSwitch';
import type { ColumnDef, FieldDef, ResourceDef } from './types';

/** A text value (on a list's one line: a long one ends in an ellipsis, ONE_LINE_CELL_SX). */
const TextValue = ({ source }: { source: string }) => <TextField source={source} />;

/**
 * Dates and numbers written the console's way, not the browser's: "3/11/2026" and "5.563" in Spanish (what
 * react-admin's DateField and NumberField write, with one formatter per language instead of one per cell). Empty
 * when the record has no value.
 */
const useDateText = (source: string) => {
  const [locale] = useLocaleState();
  return formatDate(useFieldValue({ source }), locale);
};
const useNumberText = (source: string) => {
  const [locale] = useLocaleState();
  const value = useFieldValue({ source });
  return value == null ? '' : formatNumber(value, locale);
};
/** A text in react-admin's fields' type (body2), nothing when empty: for a value shown outside a table cell. */
const InBody2 = ({ text }: { text: string }) => (text ? <Typography component="span" variant="body2">{text}</Typography> : null);
const LocaleDate = ({ source }: { source: string }) => <InBody2 text={useDateText(source)} />;
const LocaleNumber = ({ source }: { source: string }) => <InBody2 text={useNumberText(source)} />;

/** The read-only field that shows one value of a record (in a table cell or a list line). */
export const columnField = (field: FieldDef) => {
  switch (field.kind) {
    case 'number':
      // a record's id is a name, not a quantity: "12345", never "12,345" (and a list of ids only needs no
      // Intl.NumberFormat, whose first use in a page costs tens of ms while ICU loads its data)
      return field.source === 'id' ? <TextField source={field.source} /> : <LocaleNumber source={field.source} />;
    case 'boolean':
      // status switches are read-only in lists (spec 01 §4): a check/cross, never an input
      return <BooleanValue source={field.source} />;
    case 'select':
      return <SelectField source={field.source} choices={field.choices ?? []} />;
    case 'reference':
      return <ReferenceField source={field.source} reference={field.reference!.resource} link={false} />;
    case 'referenceArray':
      return (
        <ReferenceArrayField source={field.source} reference={field.reference!.resource}>
          <SingleFieldList linkType={false}>
            <ChipField source={field.reference!.optionText} size="small" />
          </SingleFieldList>
        </ReferenceArrayField>
      );
    case 'custom': {
      const Display = field.display;
      return Display ? <Display field={field} /> : <TextValue source={field.source} />;
    }
    case 'date':
      return <LocaleDate source={field.source} />;
    default:
      return <TextValue source={field.source} />;
  }
};

/*
 * A table cell's value as plain text: the cell (MUI's TableCell) already writes in the table's type (body2), so the
 * Typography react-admin's fields put around each value (two styled components a cell, each serializing its styles as
 * it renders) drew nothing a cell needs. The same texts as the fields above.
 */
const TextCell = ({ source }: { source: string }) => {
  const value = useFieldValue({ source });
  return value == null ? null : <>{String(value)}</>;
};
const NumberCell = ({ source }: { source: string }) => <>{useNumberText(source)}</>;
const DateCell = ({ source }: { source: string }) => <>{useDateText(source)}</>;
const SelectCell = ({ source, choices }: { source: string; choices: NonNullable<FieldDef['choices']> }) => {
  const translate = useTranslate();
  const value = useFieldValue({ source });
  const choice = value == null ? undefined : choices.find((option) => String(option.id) === String(value));
  return choice ? <>{translate(String(choice.name), { _: String(choice.name) })}</> : null;
};
/**
 * A boolean as react-admin's BooleanField draws it (a check or a cross on the line, named Yes or No), its Tooltip put on
 * after the first pass (LateTooltip).
 */
const BooleanValue = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const value = useFieldValue({ source });
  if (value !== true && value !== false) return null;
  const Icon = value ? DoneIcon : ClearIcon;
  return (
    <span style={ON_THE_LINE}>
      <LateTooltip title={translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}>
        {/* named (role img): MUI's icons are hidden from screen readers unless given a title */}
        <Icon data-testid={String(value)} fontSize="small" role="img" aria-hidden={false} />
      </LateTooltip>
    </span>
  );
};
const ON_THE_LINE = { display: 'inline-flex', verticalAlign: 'middle', lineHeight: 0 } as const;

/** A table cell's read-only value: plain text for the kinds that are text (columnField for the others). */
const cellField = (field: FieldDef) => {
  switch (field.kind) {
    case 'number':
      return field.source === 'id' ? <TextCell source={field.source} /> : <NumberCell source={field.source} />;
    case 'select':
      return <SelectCell source={field.source} choices={field.choices ?? []} />;
    case 'date':
      return <DateCell source={field.source} />;
    case 'text':
      return <TextCell source={field.source} />;
    default:
      return columnField(field);
  }
};

export const columnSource = (column: string | ColumnDef) => (typeof column === 'string' ? column : column.source);

export const columnFieldDef = (def: ResourceDef, column: string | ColumnDef): FieldDef =>
  findField(def, columnSource(column)) ?? { source: columnSource(column), kind: 'text' };

/** The kind of value a column shows, for its width (columnWidths.ts): a record's id is not a quantity. */
export const columnKindOf = (def: ResourceDef, column: string | ColumnDef): ColumnKind => {
  const field = columnFieldDef(def, column);
  if (def.list.stateSwitch?.source === field.source) return 'select';
  return field.kind === 'number' && field.source === 'id' ? 'id' : field.kind;
};

/**
 * A list cell's value on one line, ending in an ellipsis past its column's widest (`--cell-max`, set by the column);
 * the table shows the whole value on hover (`title`, useWholeValueOnHover). Styled once on the table, not per cell.
 */
export const ONE_LINE_CELL_SX = {
  '& .one-line': { display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: 'var(--cell-max, 280px)' },
};

/** One DataTable column from a column entry of the metadata. */
export const renderColumn = (def: ResourceDef, column: string | ColumnDef) => {
  const { source, sortable = false } = typeof column === 'string' ? { source: column } : column;
  const field = columnFieldDef(def, column);
  const value = def.list.stateSwitch?.source === source ? <StateChip def={def} /> : cellField(field);
  return (
    <ListColumn key={source} source={source} label={fieldLabel(def, field)} disableSort={!sortable}>
      {isOneLineKind(columnKindOf(def, column)) ? <span className="one-line">{value}</span> : value}
    </ListColumn>
  );
};
