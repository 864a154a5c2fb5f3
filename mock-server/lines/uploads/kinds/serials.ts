// Equipment serials: SIM serial / gift serial pairs of a warehouse with their holder (the SIM tools' inventory);
// both serials unique among the stored pairs and the file.
import { sql } from 'kysely';
import { z } from 'zod';
import { patternText, requiredText } from '../../../../contracts/endpoints/fields';
import { WAREHOUSE_CODE_PATTERN } from '../../../../contracts/patterns';
import { PROCEDURES } from '../seed';
import { duplicates, type Errors, type UploadKind } from './kind';

const serialRow = z.object({
  serial: patternText(19, /^\d{19}$/, '19 dígitos / 19 digits'),
  giftSerial: patternText(12, /^RG\d{10}$/, 'RG0000000000'),
  codBodega: patternText(20, WAREHOUSE_CODE_PATTERN, 'ABC-123'),
  holderName: requiredText(100),
  holderDocument: requiredText(20),
  holderPhone: requiredText(20),
});
type SerialPair = z.infer<typeof serialRow>;

export const serialsKind: UploadKind<SerialPair> = {
  procedure: PROCEDURES.serials,
  columns: [
    { field: 'serial', headers: ['sim'] },
    { field: 'giftSerial', headers: ['serialregalo', 'gift'] },
    { field: 'codBodega', headers: ['bodega', 'warehouse'] },
    { field: 'holderName', headers: ['nombre', 'name'] },
    { field: 'holderDocument', headers: ['documento', 'document'] },
    { field: 'holderPhone', headers: ['telefono', 'teléfono', 'phone'] },
  ],
  schema: serialRow,
  async crossCheck(db, rows) {
    const pairs = [...rows.values()];
    const stored = async (column: 'serial' | 'giftSerial') => {
      const values = pairs.map((p) => p[column]);
      // one array parameter, not one parameter per row (50,000 rows)
      const found = values.length === 0 ? [] : await db.selectFrom('simPairs').select(column).where(sql<boolean>`${sql.ref(column)} = any(${values}::text[])`).execute();
      return new Set(found.map((r) => r[column]));
    };
    const bySerial = duplicates(rows, 'serial', (p) => p.serial, await stored('serial'), 'Serial');
    const byGift = duplicates(rows, 'giftSerial', (p) => p.giftSerial, await stored('giftSerial'), 'Serial');
    for (const [row, errors] of byGift) bySerial.set(row, { ...bySerial.get(row), ...errors } as Errors);
    return bySerial;
  },
  async write(tx, rows) {
    for (let start = 0; start < rows.length; start += 1000) await tx.insertInto('simPairs').values(rows.slice(start, start + 1000)).execute();
  },
  objectOf: (p) => `${p.serial} / ${p.giftSerial}`,
};
