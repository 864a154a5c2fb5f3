import { formatDate, formatNumber } from '../../engine/localeFormat';
import type { Language, PaintColumn } from './plan';

/** A cell's text as the app's list writes it (FieldColumn.tsx): ids as they come, choices by name, the locale's numbers and dates. */
export const cellText = (column: Pick<PaintColumn, 'kind' | 'choices'>, value: unknown, language: Language): string => {
  if (value === null || value === undefined) return '';
  switch (column.kind) {
    case 'select':
      return column.choices?.find((choice) => String(choice.id) === String(value))?.name[language] ?? '';
    case 'number':
      return formatNumber(value, language);
    case 'date':
      return formatDate(value, language);
    default:
      return String(value);
  }
};
