// Kysely types of issue 17's point-of-sale tables (migrations/014_point_of_sale.ts), merged into Database in schema.ts.
import type { Generated } from 'kysely';

interface NamedRow {
  id: Generated<number>;
  name: string;
}

export interface RepairDevicesTable {
  id: Generated<number>;
  idLineType: number;
  modelId: number;
  imei: string;
  min: string;
  purchaseDate: string;
  comments: Generated<string>;
  warranty: boolean;
  doa: boolean;
  exhibition: boolean;
  accessories: unknown;
  createdBy: number;
  version: Generated<number>;
}

export interface PointOfSaleDatabase {
  repairDepartments: NamedRow;
  repairCities: NamedRow & { departmentId: number };
  repairLineTypes: NamedRow;
  repairFaultTypes: NamedRow;
  repairBrands: NamedRow;
  repairModels: NamedRow & { brandId: number };
  repairSettings: { key: string; value: string };
  repairWorkshopUsers: { userId: number; workshopId: number };
  repairImeiWarranties: { imei: string; validUntil: string };
  repairDevices: RepairDevicesTable;
}
