// Products' stock: a product (by SKU) in a warehouse and sub-inventory gets its quantity; the SKU must exist and a
// product/warehouse/sub-inventory appears once per file. An existing stock line is replaced, a new one added.
import { sql } from 'kysely';
import { z } from 'zod';
import { integer, patternText, requiredText, text } from '../../../../contracts/endpoints/fields';
import { WAREHOUSE_CODE_PATTERN } from '../../../../contracts/patterns';
import { PROCEDURES } from '../seed';
import { both, duplicates, type UploadKind } from './kind';

const stockRow = z.object({
  sku: requiredText(40),
  winery: patternText(20, WAREHOUSE_CODE_PATTERN, 'ABC-123'),
  amount: integer({ min: 0, max: 1_000_000 }),
  subInventory: text(40).default('DISPONIBLE').transform((s) => s || 'DISPONIBLE'),
});
type StockLine = z.infer<typeof stockRow>;
const lineKey = (s: StockLine) => `${s.sku.toUpperCase()}|${s.winery}|${s.subInventory.toUpperCase()}`;

export const stockKind: UploadKind<StockLine> = {
  procedure: PROCEDURES.stock,
  columns: [
    { field: 'sku', headers: ['producto'] },
    { field: 'winery', headers: ['bodega', 'warehouse'] },
    { field: 'amount', headers: ['cantidad', 'quantity'] },
    { field: 'subInventory', headers: ['subinventario'] },
  ],
  schema: stockRow,
  async crossCheck(db, rows) {
    const out = duplicates(rows, 'sku', lineKey, new Set(), 'SKU / bodega / subinventario');
    const skus = [...new Set([...rows.values()].map((s) => s.sku))];
    const known = new Set(skus.length === 0 ? [] : (await db.selectFrom('products').select('sku').where(sql<boolean>`sku = any(${skus}::text[])`).execute()).map((p) => p.sku));
    for (const [row, line] of rows) {
      if (!known.has(line.sku)) out.set(row, { ...out.get(row), sku: both(`The product ${line.sku} does not exist.`, `El producto ${line.sku} no existe.`) });
    }
    return out;
  },
  async write(tx, rows) {
    const ids = new Map((await tx.selectFrom('products').select(['id', 'sku']).where(sql<boolean>`sku = any(${rows.map((r) => r.sku)}::text[])`).execute()).map((p) => [p.sku, p.id]));
    for (const line of rows) {
      const productId = ids.get(line.sku)!;
      await tx.deleteFrom('productStock').where('productId', '=', productId).where('winery', '=', line.winery).where('subInventory', '=', line.subInventory).execute();
      await tx.insertInto('productStock').values({ productId, winery: line.winery, amount: line.amount, subInventory: line.subInventory }).execute();
    }
  },
  objectOf: (s) => `${s.sku} ${s.winery} ${s.subInventory}: ${s.amount}`,
};
