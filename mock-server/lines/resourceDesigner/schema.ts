// Issue 19's tables as Kysely sees them (migrations/016_resource_designer.ts).
import type { ColumnType, Generated } from 'kysely';

type Json = ColumnType<unknown, string, string>;

export interface ResourceDesignsTable {
  id: Generated<number>;
  name: string;
  /** the design being edited (contracts/endpoints/resourceDesigner.ts resourceDesign) */
  draft: Json;
  publishedVersion: number | null;
  menuId: number | null;
  updatedAt: string;
  version: Generated<number>;
}

export interface ResourceDesignVersionsTable {
  designId: number;
  number: number;
  design: Json;
  publishedAt: string;
  publishedBy: string;
}

export interface ResourceDesignerDatabase {
  resourceDesigns: ResourceDesignsTable;
  resourceDesignVersions: ResourceDesignVersionsTable;
}
