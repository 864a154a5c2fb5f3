/**
 * Resources with no documented endpoints, served by json-server's generic REST routes (/api/rest/<collection>):
 * what each collection accepts (the declared fields only; the server refuses unknown ones) and which fields are unique.
 */
import { z } from 'zod';
import { WAREHOUSE_CODE_PATTERN } from '../patterns';
import { flag, patternText, requiredText, text } from './fields';
import { MENU_PATHS } from '../menuPaths';

export { WAREHOUSE_CODE_PATTERN };

export const warehouseFields = z.object({
  code: patternText(20, WAREHOUSE_CODE_PATTERN, 'ABC-123'),
  name: requiredText(100),
  city: requiredText(60),
  address: text(200).default(''),
  phone: text(20).default(''),
  active: flag().default(true),
});

export interface RestCollectionContract {
  fields: z.ZodObject;
  unique: string[];
  /** the menu entry whose flags guard the collection: L list, V read one, W create and update, D delete */
  menu: string;
}

export const REST_COLLECTIONS: Record<string, RestCollectionContract> = {
  warehouses: { fields: warehouseFields, unique: ['code'], menu: MENU_PATHS.warehouses },
};
