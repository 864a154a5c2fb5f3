// checkWarrantyDate (spec 03 §5, §7): the IMEI's manufacturer warranty date, 0001-01-01 when it has none.
import type { Db } from '../../../core/db/open';
import { NO_WARRANTY_RESTRICTION } from '../../../../contracts/repairPointOfSaleRules';

export async function warrantyDateOf(db: Db, imei: string): Promise<string> {
  const row = await db.selectFrom('repairImeiWarranties').select('validUntil').where('imei', '=', imei).executeTakeFirst();
  if (!row) return NO_WARRANTY_RESTRICTION;
  const value: unknown = row.validUntil;
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
}
