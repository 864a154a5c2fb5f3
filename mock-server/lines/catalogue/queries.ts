// The catalogue's reads and writes over PostgreSQL (Kysely).
import { sql } from 'kysely';
import type { ProductDetail, ProductListAnswer, ProductListRequest, StockRow } from '../../../contracts/endpoints/catalogue';
import { records } from '../../core/records';
import type { Db } from '../../core/db/open';
import { containsPattern } from '../../shell/api/sqlListing';

type ListFilter = Required<{ [K in keyof ProductListRequest]: Exclude<ProductListRequest[K], undefined> }>;

export async function listProducts(db: Db, filter: ListFilter): Promise<ProductListAnswer> {
  let query = db.selectFrom('products');
  if (filter.catalog) query = query.where('catalogId', '=', Number(filter.catalog));
  if (filter.group) query = query.where('groupId', '=', Number(filter.group));
  if (filter.business) query = query.where('businessId', '=', Number(filter.business));
  if (filter.sku) query = query.where('sku', 'ilike', containsPattern(String(filter.sku)));
  if (filter.part) {
    const part = containsPattern(String(filter.part));
    query = query.where((eb) => eb.or([eb('description', 'ilike', part), eb('name', 'ilike', part)]));
  }
  const pageSize = Number(filter.pageSize);
  const [rows, total] = await Promise.all([
    query.select(['id', 'name', 'sku', 'description']).orderBy('id').limit(pageSize).offset((Number(filter.pageIndex) - 1) * pageSize).execute(),
    query.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ]);
  // image: the first picture, relative to GetSettings' image.url
  return { items: rows.map((row) => ({ ...row, image: `${row.id}/1` })), totalItemCount: total.count };
}

export const findProduct = (db: Db, id: number) =>
  db
    .selectFrom('products as p')
    .innerJoin('productCatalogs as c', 'c.id', 'p.catalogId')
    .innerJoin('inventoryGroups as g', 'g.id', 'p.groupId')
    .leftJoin('productUploads as u', 'u.productId', 'p.id')
    .select(['p.id', 'p.sku', 'p.name', 'p.description', 'p.catalogId', 'p.codEan', 'p.high', 'p.long', 'p.width', 'p.weight', 'p.unitOfWeight', 'p.imageCount', 'c.name as category', 'g.name as group', 'u.contentType as uploadType', 'u.name as uploadName'])
    .where('p.id', '=', id)
    .executeTakeFirst();

export type FoundProduct = NonNullable<Awaited<ReturnType<typeof findProduct>>>;

/** The detail answer; file urls are relative to the settings' bases (image.url, image.sheet). */
export function productDetail(p: FoundProduct, bases: { image: string; sheet: string }): ProductDetail {
  const pictures = Array.from({ length: p.imageCount }, (_, i) => ({ contentType: 'image/svg+xml', file: `${p.sku}-${i + 1}.svg`, url: `${bases.image}${p.id}/${i + 1}` }));
  const upload = p.uploadType ? [{ contentType: p.uploadType, file: p.uploadName ?? 'image', url: `${bases.image}${p.id}/upload` }] : [];
  return {
    id: p.id, name: p.name, description: p.description, sku: p.sku, category: p.category, group: p.group, cod_Ean: p.codEan,
    high: p.high, long: p.long, width: p.width, weight: p.weight, unit_of_weight: p.unitOfWeight,
    files: [...upload, ...pictures, { contentType: 'application/pdf', file: `${p.sku}.pdf`, url: `${bases.sheet}${p.id}` }],
  };
}

export const productStock = (db: Db, productId: number): Promise<StockRow[]> =>
  db.selectFrom('productStock').select(['id', 'winery', 'amount', 'subInventory']).where('productId', '=', productId).orderBy('id').execute();

export async function roleValueOf(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('productRoleValues').select('roleValue').where('userId', '=', userId).executeTakeFirst();
  return row?.roleValue ?? 1;
}

export async function saveProduct(db: Db, input: { id: number; name: string; description: string; image?: { contentType: string; name: string; data: Buffer } }): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    if (!(await tx.selectFrom('products').select('id').where('id', '=', input.id).forUpdate().executeTakeFirst())) return false;
    await records.save(tx, 'products', input.id, { name: input.name, description: input.description }, { actor: null });
    if (input.image) {
      const row = { productId: input.id, ...input.image };
      await tx.insertInto('productUploads').values(row).onConflict((oc) => oc.column('productId').doUpdateSet(input.image!)).execute();
    }
    return true;
  });
}
