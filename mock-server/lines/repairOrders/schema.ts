// Kysely types of issue 16's tables (migrations/012_repair_orders.ts), merged into Database in schema.ts.
import type { ColumnType, Generated } from 'kysely';

type Version = Generated<number>;
type Stamp = ColumnType<Date, string | undefined, never>;

export interface RepairClientsTable {
  id: Generated<number>;
  name: string;
  document: string;
  idDepartment: number;
  idCity: number;
  address: string;
  housePhone: string;
  phone: string;
  contactPhone: string;
  email: string;
  version: Version;
}

export interface RepairWorkshopsTable {
  id: Generated<number>;
  name: string;
  isPointOfSale: boolean;
  open: Generated<boolean>;
  version: Version;
}

export interface RepairTechniciansTable {
  id: Generated<number>;
  name: string;
  workshopId: number;
  userId: number | null;
}

export interface RepairOrdersTable {
  id: Generated<number>;
  idOrderState: string;
  clientId: number;
  pointId: number;
  workshopId: number;
  technicianId: number | null;
  idLineType: number;
  brand: string;
  model: string;
  imei: string;
  min: string;
  purchaseDate: string;
  doa: boolean;
  warranty: boolean;
  reentry: boolean;
  exhibition: boolean;
  accessories: Generated<unknown>;
  foulType: string;
  foulType2: string;
  observationOrder: Generated<string>;
  imeiLoanDevice: string | null;
  priceOrder: string | number | null;
  finalState: number | null;
  diagnosticComments: string | null;
  newImei: string | null;
  doaVerdict: string | null;
  warrantyLossDate: string | null;
  qualityControl: unknown;
  collectionGuide: string | null;
  returnGuide: string | null;
  proofFile: string | null;
  answerOrder: string | null;
  creationDate: Stamp;
  version: Version;
}

export interface RepairOrderStagesTable {
  id: Generated<number>;
  orderId: number;
  state: string;
  previousState: string | null;
  userId: number;
  userName: string;
  at: Stamp;
}

export interface RepairOrderFilesTable {
  id: Generated<number>;
  orderId: number;
  kind: 'Guias' | 'Documentos' | 'Fotos' | 'ComprobanteEntrega';
  guideType: number | null;
  guideNumber: string | null;
  name: string;
  /** Under the data folder's uploads/, or `seed/...` for the seed's files (generated when served). */
  storedName: string;
  type: Generated<string>;
  size: Generated<number>;
  createdAt: Stamp;
}

export interface RepairOrdersDatabase {
  repairClients: RepairClientsTable;
  repairWorkshops: RepairWorkshopsTable;
  repairTechnicians: RepairTechniciansTable;
  repairOrders: RepairOrdersTable;
  repairOrderStages: RepairOrderStagesTable;
  repairOrderFiles: RepairOrderFilesTable;
}
