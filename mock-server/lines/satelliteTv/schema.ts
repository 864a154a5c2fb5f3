// Issue 14's tables as Kysely sees them (camelCase; see migrations/010_satellite_tv.ts), merged into Database (schema.ts).
import type { ColumnType, Generated } from 'kysely';

type Version = ColumnType<number, number | undefined, number>;

export interface StvMessagesTable {
  id: Generated<number>;
  source: string;
  state: string;
  transactionInternalId: string;
  transactionId: string;
  messageId: string;
  documentId: string;
  fileName: string;
  date: string;
  message: string;
  error: string;
  type: string;
  format: string;
  version: Version;
}

export interface StvMessageChangesTable {
  id: Generated<number>;
  messageId: number;
  fromState: string;
  toState: string;
  error: string;
  userId: number;
  userName: string;
  changedAt: string;
}

export interface StvConfigurationsTable {
  id: Generated<number>;
  alias: string;
  source: string;
  process: string;
  operation: string;
  output: string;
  type: string;
  format: string;
  documentType: string;
  state: number;
  spFlow: string;
  sftpPathRead: string;
  sftpPathWrite: string;
  pathFile: string;
  version: Version;
}

export interface StvFlowsTable {
  id: Generated<number>;
  orderBy: number;
  alias: string;
  lastDate: string;
  type: string;
  state: number;
  executions: number;
  name: string;
  icon: string;
  version: Version;
}

export interface StvMasterTable {
  kind: 'warehouse' | 'subInventory' | 'part';
  id: string;
  name: string;
  other1: string;
  other2: string;
}

export interface StvInventoryAdjustmentsTable {
  id: Generated<number>;
  messageId: string;
  internalId: string;
  /** none: an adjustment saved without a configuration (spec 02 §5 has no rules for it) */
  configurationId: number | null;
  documentId: string;
  createDate: string;
  integration: string;
  senderPartyOrganization: string;
  senderPartySubInventory: string;
  receiverPartyOrganization: string;
  receiverPartySubInventory: string;
  productActivityNote: string;
  productActivityLinesQuantity: number;
  senderPartyTracker: string;
  receiverPartyTracker: string;
  version: Version;
}

export interface StvInventoryAdjustmentItemsTable {
  id: Generated<number>;
  inventoryAdjustmentId: number;
  itemLinesQuantity: number;
  quantity: number;
  productId: string;
  itemInstanceSerialNumber: string;
  pairedItemInstanceSerialNumber: string;
}

export interface StvIntegrationAdjustmentsTable {
  id: Generated<number>;
  codBodegaOrigen: string;
  documentoPrincipal: string;
  documentoAdicional: string;
  documentoTrasnporte: string;
  factura: string;
  numero2: string;
  texto1: string;
  texto2: string;
  texto3: string;
  documentId: string;
  receiverPartyOrganization: string;
  receiverPartySubInventory: string;
  orderLinesOriginPartyOrganization: string;
  orderLinesOriginPartySubInventory: string;
  isSerialize: string;
  createDate: string;
  integracion: string;
  version: Version;
}

export interface StvIntegrationAdjustmentItemsTable {
  id: Generated<number>;
  adjustmentId: number;
  codParte: string;
  codBodega: string;
  subinventario: string;
  codestadoFisicoparte: string;
  cantidad: number;
}

export interface StvIntegrationSerialsTable {
  serial: string;
  itemId: number;
}

export interface SatelliteTvDatabase {
  stvMessages: StvMessagesTable;
  stvMessageChanges: StvMessageChangesTable;
  stvConfigurations: StvConfigurationsTable;
  stvFlows: StvFlowsTable;
  stvMaster: StvMasterTable;
  stvInventoryAdjustments: StvInventoryAdjustmentsTable;
  stvInventoryAdjustmentItems: StvInventoryAdjustmentItemsTable;
  stvIntegrationAdjustments: StvIntegrationAdjustmentsTable;
  stvIntegrationAdjustmentItems: StvIntegrationAdjustmentItemsTable;
  stvIntegrationSerials: StvIntegrationSerialsTable;
}
