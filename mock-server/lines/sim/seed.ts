// Seed of the SIM inventory (issue 11): per warehouse, 80 serial/gift-serial pairs and 10 orders (movements).
// Serials are computed, so tests and demos can name a pair: simPair(warehouseCode, n).
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import { warehouseCodes } from '../catalogue/seed';

export const PAIRS_PER_WAREHOUSE = 80;
export const ORDERS_PER_WAREHOUSE = 10;

const HOLDERS = ['Ana María Rodríguez', 'Carlos Alberto Ospina', 'Luisa Fernanda Mejía', 'Jorge Enrique Castro', 'Diana Marcela Peña', 'Andrés Felipe Zapata'];

/** The n-th pair (1-based) of a warehouse: a 19-digit ICCID-like serial and a gift serial. */
export function simPair(codBodega: string, n: number): { serial: string; giftSerial: string } {
  const w = String(warehouseCodes().indexOf(codBodega) + 1).padStart(3, '0');
  return { serial: `8957100${w}${String(n).padStart(8, '0')}1`, giftSerial: `RG${w}${String(n).padStart(7, '0')}` };
}

/** The n-th order (1-based) of a warehouse. */
export const simOrder = (codBodega: string, n: number): string => `OV-${codBodega.replace('-', '')}-${String(n).padStart(5, '0')}`;

export async function seedSimCards(db: Kysely<Database>): Promise<void> {
  const pairs: object[] = [];
  const orders: object[] = [];
  for (const code of warehouseCodes()) {
    for (let n = 1; n <= PAIRS_PER_WAREHOUSE; n++) {
      const holder = HOLDERS[n % HOLDERS.length];
      pairs.push({
        ...simPair(code, n), codBodega: code, holderName: holder,
        holderDocument: String(1_020_000_000 + n * 7919), holderPhone: `3${String(100_000_000 + n * 104_729).slice(0, 9)}`,
      });
    }
    for (let n = 1; n <= ORDERS_PER_WAREHOUSE; n++) orders.push({ movement: simOrder(code, n), codBodega: code });
  }
  for (let start = 0; start < pairs.length; start += 1000) await db.insertInto('simPairs').values(pairs.slice(start, start + 1000) as never).execute();
  await db.insertInto('simOrders').values(orders as never).execute();
}
