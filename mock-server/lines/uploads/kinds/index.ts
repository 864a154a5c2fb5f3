// The procedures the mock runs, by the name an upload type gives in storeProcedure.
import { ordersKind } from './orders';
import { serialsKind } from './serials';
import { stockKind } from './stock';
import type { UploadKind } from './kind';
import { usersKind } from './users';
import { warehousesKind } from './warehouses';

const KINDS: readonly UploadKind[] = [usersKind, ordersKind, stockKind, serialsKind, warehousesKind];

export const KNOWN_PROCEDURES = KINDS.map((k) => k.procedure);

export const kindOf = (procedure: string): UploadKind | undefined =>
  KINDS.find((k) => k.procedure.toLowerCase() === procedure.trim().toLowerCase());
