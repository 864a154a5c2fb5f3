/**
 * The product catalogue's endpoints (spec 01 §7.4): request and answer schemas (zod 4), shared by the mock server
 * (it parses requests with them) and the app (its calls are typed from them). Query values arrive as text, so
 * numbers are coerced.
 */
import { z } from 'zod';
import { endpoint } from '../envelope';
import { message } from './fields';
import * as routes from '../routes/catalogue';

const optionalId = z.coerce.number().int().min(0).optional().default(0);
const optionalText = z.string().trim().max(100).optional().default('');

/** POST Products/List?token: pageIndex is 1-based; 0 (or nothing) in catalog/business/group means all. */
export const productListRequest = z.object({
  pageIndex: z.coerce.number().int().min(1),
  pageSize: z.coerce.number().int().min(1).max(200),
  catalog: optionalId,
  business: optionalId,
  group: optionalId,
  sku: optionalText,
  /** part of the description (or name) */
  part: optionalText,
});
export type ProductListRequest = z.input<typeof productListRequest>;

export const productListItem = z.object({ id: z.number(), name: z.string(), sku: z.string(), description: z.string(), image: z.string() });
export const productListAnswer = z.object({ items: z.array(productListItem), totalItemCount: z.number() });
export type ProductListItem = z.infer<typeof productListItem>;
export type ProductListAnswer = z.infer<typeof productListAnswer>;

export const catalogOption = z.object({ idCatelogList: z.number(), nameCatelogList: z.string() });
export const inventoryGroupOption = z.object({ idInventoryGroup: z.number(), nameInventoryGroup: z.string() });
export const businessOption = z.object({ id: z.number(), name: z.string() });
export type CatalogOption = z.infer<typeof catalogOption>;
export type InventoryGroupOption = z.infer<typeof inventoryGroupOption>;
export type BusinessOption = z.infer<typeof businessOption>;

/** GET Products/GetSettings: base addresses of the images and the technical sheets (end in a slash). */
export const productSettings = z.object({ image: z.object({ url: z.string(), sheet: z.string() }) });
export type ProductSettings = z.infer<typeof productSettings>;

export const productIdQuery = z.object({ id: z.coerce.number().int().min(1) });

export const productFile = z.object({ contentType: z.string(), file: z.string(), url: z.string() });
export const productDetail = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  sku: z.string(),
  category: z.string(),
  group: z.string(),
  cod_Ean: z.string(),
  high: z.number(),
  long: z.number(),
  width: z.number(),
  weight: z.number(),
  unit_of_weight: z.string(),
  files: z.array(productFile),
});
export type ProductFile = z.infer<typeof productFile>;
export type ProductDetail = z.infer<typeof productDetail>;

export const stockRow = z.object({ id: z.number(), winery: z.string(), amount: z.number(), subInventory: z.string() });
export type StockRow = z.infer<typeof stockRow>;

/** A picture for the Product-img slot: a data: URL of a PNG, JPEG, WebP or GIF of at most 1 MB. */
export const PRODUCT_IMAGE_MAX_BYTES = 1024 * 1024;
export const productImage = z
  .string()
  .regex(/^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/=]+$/, message('catalogue.imageFormat'))
  .refine((value) => (value.length - value.indexOf(',') - 1) * 0.75 <= PRODUCT_IMAGE_MAX_BYTES, message('catalogue.imageTooLarge'));

/** POST Products/Save?token: name and description required; image optional (kept when absent). */
export const productSaveRequest = z.object({
  id: z.coerce.number().int().min(1),
  name: z.string().trim().min(1).max(200),
  description: z.string().trim().min(1).max(1000),
  image: productImage.optional(),
  imageName: z.string().trim().max(200).optional(),
});
export type ProductSaveRequest = z.input<typeof productSaveRequest>;

export const roleByUserQuery = z.object({ userId: z.coerce.number().int().min(1) });
/** GET Products/GetRolByUser: the role value (2 hides Editar). */
export const roleByUserAnswer = z.number();

// The calls (module calls: the module's url as base, the session token also as ?token=), for the API reference.
export const productList = endpoint({ ...routes.productList, body: productListRequest, answer: productListAnswer });
export const productCatalogList = endpoint({ ...routes.productCatalogList, answer: z.array(catalogOption) });
export const productInventoryGroupList = endpoint({ ...routes.productInventoryGroupList, answer: z.array(inventoryGroupOption) });
export const productBusinessList = endpoint({ ...routes.productBusinessList, answer: z.array(businessOption) });
export const productSettingsGet = endpoint({ ...routes.productSettingsGet, answer: productSettings });
export const productDetailsGet = endpoint({ ...routes.productDetailsGet, query: productIdQuery, answer: productDetail });
export const productExistence = endpoint({ ...routes.productExistence, query: productIdQuery, answer: z.array(stockRow) });
export const productRoleByUser = endpoint({ ...routes.productRoleByUser, query: roleByUserQuery, answer: roleByUserAnswer });
export const productSave = endpoint({ ...routes.productSave, body: productSaveRequest, answer: z.number().int() });
