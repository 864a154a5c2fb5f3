// Seed of the product catalogue (issue 11): 2,400 products over 8 catalogues, 6 inventory groups and 4 businesses,
// stock per warehouse and sub-inventory (every seventh product has none), and a role value per user (operador: 2).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import { createRng } from '../../core/random';
import { CITIES } from '../admin/seedWarehouses';

export const PRODUCT_COUNT = 2400;
/** The demo user whose product role value is 2 (no Editar on the product screen). */
export const ROLE_TWO_LOGIN = 'operador';

export const CATALOGS = ['Decodificadores', 'Antenas y LNB', 'Teléfonos móviles', 'Accesorios', 'Tarjetas SIM', 'Módems y routers', 'Cables y conectores', 'Repuestos'];
export const INVENTORY_GROUPS = ['Equipos nuevos', 'Equipos reacondicionados', 'Consumibles', 'Repuestos', 'Material POP', 'Activos fijos'];
export const BUSINESSES = ['Televisión satelital', 'Operador móvil', 'Portabilidad', 'Servicio técnico'];

/** per catalogue: product nouns, brands, unit of weight */
const KINDS: ReadonlyArray<[nouns: string[], brands: string[], unit: string]> = [
  [['Decodificador HD', 'Decodificador 4K', 'Decodificador DVR', 'Set-top box prepago'], ['Technicolor', 'Humax', 'Kaon', 'Skyworth'], 'g'],
  [['Antena parabólica 60 cm', 'Antena parabólica 90 cm', 'LNB universal', 'LNB doble salida'], ['Andrew', 'Triax', 'Inverto', 'Sharp'], 'kg'],
  [['Smartphone', 'Teléfono básico', 'Smartphone plegable', 'Teléfono para adulto mayor'], ['Samsung', 'Motorola', 'Xiaomi', 'Nokia', 'Honor'], 'g'],
  [['Control remoto', 'Cargador USB-C', 'Audífonos', 'Funda protectora', 'Vidrio templado'], ['Genérico', 'Belkin', 'Anker', 'JBL'], 'g'],
  [['SIM prepago', 'SIM pospago', 'eSIM kit', 'SIM de datos M2M'], ['Andino Móvil', 'Andino TV'], 'g'],
  [['Router Wi-Fi 6', 'Módem 4G', 'Repetidor Wi-Fi', 'Módem fibra ONT'], ['TP-Link', 'Huawei', 'ZTE', 'Nokia'], 'g'],
  [['Cable coaxial RG6', 'Conector F', 'Cable HDMI 2.1', 'Divisor 2 vías'], ['Belden', 'Commscope', 'Genérico'], 'g'],
  [['Pantalla de repuesto', 'Batería de repuesto', 'Flex de carga', 'Cámara trasera'], ['Samsung', 'Motorola', 'Xiaomi', 'Genérico'], 'g'],
];
const SUB_INVENTORIES = ['DISPONIBLE', 'TRANSITO', 'CUARENTENA', 'GARANTIA'];

function eanCheck(digits: string): string {
  const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return digits + String((10 - (sum % 10)) % 10);
}

export const warehouseCodes = (): string[] =>
  CITIES.flatMap(([, prefix, , count]) => Array.from({ length: count }, (_, n) => `${prefix}-${String(n + 1).padStart(3, '0')}`));

async function insertChunks(db: Kysely<Database>, table: 'products' | 'productStock', rows: object[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 1000) await db.insertInto(table).values(rows.slice(start, start + 1000) as never).execute();
}

export async function seedCatalogue(db: Kysely<Database>): Promise<void> {
  const rng = createRng(20261111);
  const named = (names: string[]) => names.map((name, i) => ({ id: i + 1, name }));
  await db.insertInto('productCatalogs').values(named(CATALOGS)).execute();
  await db.insertInto('inventoryGroups').values(named(INVENTORY_GROUPS)).execute();
  await db.insertInto('businesses').values(named(BUSINESSES)).execute();
  const codes = warehouseCodes();
  const products: object[] = [];
  const stock: object[] = [];
  for (let id = 1; id <= PRODUCT_COUNT; id++) {
    const catalogId = ((id - 1) % CATALOGS.length) + 1;
    const [nouns, brands, unit] = KINDS[catalogId - 1];
    const noun = rng.pick(nouns);
    const brand = rng.pick(brands);
    const model = `${brand.slice(0, 2).toUpperCase()}-${rng.int(100, 999)}`;
    products.push({
      id,
      sku: `SKU-${String(id).padStart(6, '0')}`,
      name: `${noun} ${brand} ${model}`,
      description: `${noun} marca ${brand}, referencia ${model}. ${rng.pick(['Empaque individual.', 'Incluye manual en español.', 'Garantía de 12 meses.', 'Caja por 10 unidades.'])}`,
      catalogId,
      groupId: rng.int(1, INVENTORY_GROUPS.length),
      businessId: rng.int(1, BUSINESSES.length),
      codEan: eanCheck(`770${String(rng.int(100000000, 999999999))}`),
      high: rng.int(1, 600) / 10,
      long: rng.int(1, 800) / 10,
      width: rng.int(1, 500) / 10,
      weight: unit === 'kg' ? rng.int(5, 120) / 10 : rng.int(5, 950),
      unitOfWeight: unit,
      imageCount: rng.int(1, 4),
    });
    if (id % 7 === 0) continue; // no stock anywhere
    for (const winery of rng.sample(codes, rng.int(1, 3))) {
      stock.push({ productId: id, winery, amount: rng.int(0, 480), subInventory: rng.pick(SUB_INVENTORIES) });
    }
  }
  await insertChunks(db, 'products', products);
  await insertChunks(db, 'productStock', stock);
  // every user gets a value: 2 for the demo user of the README, 1 for everybody else
  await sql`insert into product_role_values (user_id, role_value)
    select id, case when login = ${ROLE_TWO_LOGIN} then 2 else 1 end from users`.execute(db);
  await sql`select setval(pg_get_serial_sequence('products', 'id'), ${PRODUCT_COUNT + 1}, false)`.execute(db);
}
