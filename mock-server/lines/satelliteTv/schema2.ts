// Issue 15's tables as Kysely sees them (camelCase; see migrations/011_satellite_tv_2.ts), merged into Database (schema.ts).
import type { ColumnType, Generated } from 'kysely';

type Version = ColumnType<number, number | undefined, number>;

export interface StvTransportersTable { id: Generated<number>; name: string; nit: string }
export interface StvDispatchWarehousesTable { id: Generated<number>; code: string; name: string; city: string; address: string; phone: string }
export interface StvShipmentsTable { envio: number; documentoFinalTransporte: string; destino: string; direccion: string }
export interface StvRemissionsTable {
  id: Generated<number>; transporterId: number; warehouseId: number; licensePlate: string; observation: string; creationDate: string;
  userId: number; version: Version;
}
export interface StvRemissionLinesTable { id: Generated<number>; remissionId: number; envio: number; cajas: number }
export interface StvStoresTable { id: Generated<number>; bodega: string; codManual: string; city: string }
export interface StvStoreLocationsTable { id: Generated<number>; storeId: number; parte: string; ubicacion: string; cantidad: number }
export interface StvGeoreferencingTable {
  id: Generated<number>; codMovimiento: string; zone: string; neighborhood: string; codeNeighborhood: string; manzana: string;
  codBarFront: string; downloadedAt: string | null;
}
export interface StvOrdersTable {
  nroOrder: string; dateCreation: string; line: string; quantity: number; warehouse: string; codMovement: string; ownerName: string;
  ownerDocument: string; ownerEmail: string; vehicle: string; observations: string;
}
export interface StvOrderSerialsTable {
  id: Generated<number>; nroOrder: string; serial: string; phone: string; status: string; icc: string; min: string; createdAt: string;
  version: Version;
}

export interface SatelliteTv2Database {
  stvTransporters: StvTransportersTable;
  stvDispatchWarehouses: StvDispatchWarehousesTable;
  stvShipments: StvShipmentsTable;
  stvRemissions: StvRemissionsTable;
  stvRemissionLines: StvRemissionLinesTable;
  stvStores: StvStoresTable;
  stvStoreLocations: StvStoreLocationsTable;
  stvGeoreferencing: StvGeoreferencingTable;
  stvOrders: StvOrdersTable;
  stvOrderSerials: StvOrderSerialsTable;
}
