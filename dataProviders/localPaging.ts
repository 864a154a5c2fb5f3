import type { GetListParams, RaRecord } from 'react-admin';
import { compareText, fold } from '../contracts/text';

/**
 * Filters, sorts and pages rows an endpoint answered all at once (e.g. Permission/ListPermint):
 * `q` searches every text value, ignoring case and accents; other filters match their field exactly.
 */
export const pageLocally = (rows: RaRecord[], params: Partial<GetListParams>): { data: RaRecord[]; total: number } => {
  const { q, ...exact } = (params.filter ?? {}) as Record<string, unknown>;
  const needle = q ? fold(q) : '';
  let result = rows.filter(
    (row) =>
      (!needle || Object.values(row).some((value) => typeof value === 'string' && fold(value).includes(needle))) &&
      Object.entries(exact).every(([key, value]) => value === undefined || value === '' || String(row[key]) === String(value)),
  );
  const { field, order } = params.sort ?? { field: '', order: 'ASC' };
  if (field) {
    const direction = order === 'DESC' ? -1 : 1;
    result = [...result].sort((a, b) => {
      const x = a[field];
      const y = b[field];
      const compared = typeof x === 'number' && typeof y === 'number' ? x - y : compareText(String(x ?? ''), String(y ?? ''));
      return compared * direction;
    });
  }
  const { page = 1, perPage = result.length || 1 } = params.pagination ?? {};
  return { data: result.slice((page - 1) * perPage, page * perPage), total: result.length };
};
