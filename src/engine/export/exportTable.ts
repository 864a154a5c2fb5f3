import type { ExportCell, ExportTable } from '../../../contracts/workbook';
import { columnFieldDef } from '../FieldColumn';
import { fieldLabel } from '../fieldRules';
import type { FieldDef, ResourceDef } from '../types';


type Translate = (key: string, options?: Record<string, unknown>) => string;
type Row = Record<string, unknown>;
/** referenced records by resource, then by id (from react-admin's fetchRelatedRecords) */
export type RelatedRecords = Record<string, Record<string, Row>>;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

const asText = (value: unknown): string =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

/** How one value reads in the sheet: what the list shows, not the stored code (labels, Yes/No, names). */
export const exportCell = (field: FieldDef, value: unknown, translate: Translate, related: RelatedRecords = {}): ExportCell => {
  if (isBlank(value)) return null;
  switch (field.kind) {
    case 'boolean':
      return translate(value ? 'app.engine.export.yes' : 'app.engine.export.no');
    case 'select': {
      const choice = field.choices?.find((c) => String(c.id) === String(value));
      return choice ? translate(choice.name) : asText(value);
    }
    case 'reference':
    case 'referenceArray': {
      const { resource, optionText } = field.reference!;
      const nameOf = (id: unknown) => {
        const record = related[resource]?.[String(id)];
        return record && !isBlank(record[optionText]) ? String(record[optionText]) : String(id);
      };
      return Array.isArray(value) ? value.map(nameOf).join(', ') : nameOf(value);
    }
    case 'number':
      return typeof value === 'number' ? value : Number.isFinite(Number(value)) ? Number(value) : asText(value);
    case 'date': {
      const date = new Date(String(value));
      return Number.isNaN(date.getTime()) ? asText(value) : date;
    }
    default:
      return Array.isArray(value) ? value.map(asText).join(', ') : asText(value);
  }
};

/** The fields of the columns shown, in their order (less those the user hid in the table). */
export const exportedFields = (def: ResourceDef, hidden: string[] = []): FieldDef[] =>
  def.list.columns.map((column) => columnFieldDef(def, column)).filter((field) => !hidden.includes(field.source));

/** The sheet of a list: the translated headers of its columns, then one row per record. */
export const exportTable = (def: ResourceDef, records: Row[], translate: Translate, related: RelatedRecords = {}, hidden: string[] = []): ExportTable => {
  const fields = exportedFields(def, hidden);
  return {
    headers: fields.map((field) => translate(fieldLabel(def, field))),
    rows: records.map((record) => fields.map((field) => exportCell(field, record[field.source], translate, related))),
  };
};
