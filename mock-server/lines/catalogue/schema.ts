// Issue 11's tables as Kysely sees them (camelCase; see migrations/006_catalogue_sim.ts), merged into Database (schema.ts).
import type { ColumnType, Generated } from 'kysely';

type Version = ColumnType<number, number | undefined, number>;

export interface NamedOptionTable {
  id: number;
  name: string;
}

export interface ProductsTable {
  id: Generated<number>;
  sku: string;
  name: string;
  description: string;
  catalogId: number;
  groupId: number;
  businessId: number;
  codEan: string;
  high: number;
  long: number;
  width: number;
  weight: number;
  unitOfWeight: string;
  /** how many generated pictures the product has (1-4) */
  imageCount: number;
  version: Version;
}

export interface ProductStockTable {
  id: Generated<number>;
  productId: number;
  winery: string;
  amount: number;
  subInventory: string;
}

export interface ProductUploadsTable {
  productId: number;
  contentType: string;
  name: string;
  data: Uint8Array;
}

export interface ProductRoleValuesTable {
  userId: number;
  roleValue: number;
}

export interface SimOrdersTable {
  movement: string;
  codBodega: string;
}

export interface SimPairsTable {
  id: Generated<number>;
  serial: string;
  giftSerial: string;
  codBodega: string;
  holderName: string;
  holderDocument: string;
  holderPhone: string;
  validatedMovement: string | null;
  validatedAt: string | null;
  validatedBy: number | null;
  printedAt: string | null;
  printedBy: number | null;
}

export interface CatalogueSimTables {
  productCatalogs: NamedOptionTable;
  inventoryGroups: NamedOptionTable;
  businesses: NamedOptionTable;
  products: ProductsTable;
  productStock: ProductStockTable;
  productUploads: ProductUploadsTable;
  productRoleValues: ProductRoleValuesTable;
  simOrders: SimOrdersTable;
  simPairs: SimPairsTable;
}
