/**
 * The fields each resource of the app is saved with, by the app's resource name: what the app's forms must ask
 * for (tests/unit/contracts/parity.test.ts checks that their rules are the same).
 */
import type { z } from 'zod';
import { databaseFields } from './databases';
import { menuFields } from './menus';
import { roleFields } from './roles';
import { userFields } from './users';
import { warehouseFields } from './warehouses';

export const SAVED_FIELDS: Record<string, z.ZodType> = {
  databases: databaseFields,
  roles: roleFields,
  users: userFields,
  menus: menuFields,
  warehouses: warehouseFields,
};
