// The product catalogue module (spec 01 §7.4): Products/* under /api, every call behind a session (bearer or
// ?token=, as module calls and <img> links carry it). Role value 2 may read but not save.
import { Router, type Request } from 'express';
import { z } from 'zod';
import { productImageFile, productSheetFile } from '../../../contracts/routes/catalogue';
import {
  productBusinessList, productCatalogList, productDetailsGet, productExistence, productInventoryGroupList, productList,
  productRoleByUser, productSave, productSettingsGet, type ProductSettings,
} from '../../../contracts/endpoints/catalogue';
import type { ApiContext } from '../../shell/api/context';
import { ANSWERED, handle, reply } from '../../core/handle';
import { refuse } from '../../core/refuse';
import { PICTURE_SIZES, productPicture, technicalSheet } from './art';
import { findProduct, listProducts, productDetail, productStock, roleValueOf, saveProduct } from './queries';

const notFound = (id: number): never => refuse(404, 'catalogue.productNotFound', { id });
/** The picture and sheet links: files, kept out of the API reference (their contracts are paths). */
const pictureFile = { ...productImageFile, answer: z.never(), answerKind: 'file' } as const;
const sheetFile = { ...productSheetFile, answer: z.never(), answerKind: 'file' } as const;

/** Absolute bases of the pictures and sheets, on the host the caller used. */
export function settingsFor(req: Request): ProductSettings {
  const origin = `${req.protocol}://${req.get('host')}`;
  return { image: { url: `${origin}/api/Products/Image/`, sheet: `${origin}/api/Products/Sheet/` } };
}

export function catalogueRoutes({ db }: ApiContext): Router {
  const router = Router();
  const existing = async (id: number) => (await findProduct(db, id)) ?? notFound(id);

  handle(router, productList, ({ body }) => listProducts(db, body));
  handle(router, productCatalogList, async () => {
    const rows = await db.selectFrom('productCatalogs').selectAll().orderBy('id').execute();
    return rows.map((r) => ({ idCatelogList: r.id, nameCatelogList: r.name }));
  });
  handle(router, productInventoryGroupList, async () => {
    const rows = await db.selectFrom('inventoryGroups').selectAll().orderBy('id').execute();
    return rows.map((r) => ({ idInventoryGroup: r.id, nameInventoryGroup: r.name }));
  });
  handle(router, productBusinessList, () => db.selectFrom('businesses').selectAll().orderBy('id').execute());
  handle(router, productSettingsGet, ({ req }) => settingsFor(req));
  handle(router, productDetailsGet, async ({ query: { id }, req }) => {
    const settings = settingsFor(req).image;
    return productDetail(await existing(id), { image: settings.url, sheet: settings.sheet });
  });
  handle(router, productExistence, async ({ query: { id } }) => productStock(db, (await existing(id)).id));
  handle(router, productRoleByUser, async ({ query: { userId }, req }) => {
    if (userId !== req.auth!.user.id) refuse(403, 'catalogue.ownRoleOnly');
    return roleValueOf(db, userId);
  });

  handle(router, productSave, async ({ body: input, req }) => {
    if ((await roleValueOf(db, req.auth!.user.id)) === 2) refuse(403, 'catalogue.readOnlyRole');
    const image = input.image ? {
      contentType: input.image.slice(5, input.image.indexOf(';')),
      name: input.imageName || 'Product-img',
      data: Buffer.from(input.image.slice(input.image.indexOf(',') + 1), 'base64'),
    } : undefined;
    if (!(await saveProduct(db, { id: input.id, name: input.name, description: input.description, image }))) notFound(input.id);
    return reply(input.id, 'Successful process.');
  });

  handle(router, pictureFile, async ({ req, res }): Promise<typeof ANSWERED> => {
    const id = Number(req.params.id);
    const product = Number.isSafeInteger(id) ? await findProduct(db, id) : undefined;
    if (!product) return notFound(id);
    res.setHeader('Cache-Control', 'private, max-age=3600');
    if (req.params.picture === 'upload') {
      const upload = await db.selectFrom('productUploads').selectAll().where('productId', '=', id).executeTakeFirst();
      if (!upload) refuse(404, 'catalogue.noUpload');
      res.type(upload.contentType).send(Buffer.from(upload.data));
      return ANSWERED;
    }
    const n = Number(req.params.picture);
    if (!Number.isInteger(n) || n < 1 || n > product.imageCount) refuse(404, 'catalogue.pictureRange', { count: product.imageCount });
    res.type('image/svg+xml').send(productPicture(product, n, product.imageCount));
    return ANSWERED;
  }, { params: '/:id/:picture' });

  handle(router, sheetFile, async ({ req, res }): Promise<typeof ANSWERED> => {
    const id = Number(req.params.id);
    const p = Number.isSafeInteger(id) ? await findProduct(db, id) : undefined;
    if (!p) return notFound(id);
    const pdf = technicalSheet(p.name, [
      ['SKU', p.sku], ['Descripción', p.description.slice(0, 70)], ['Categoría', p.category], ['Grupo', p.group], ['Cod_Ean', p.codEan],
      ['Alto (cm)', String(p.high)], ['Largo (cm)', String(p.long)], ['Ancho (cm)', String(p.width)], ['Peso', `${p.weight} ${p.unitOfWeight}`],
      ['Imágenes', PICTURE_SIZES.slice(0, p.imageCount).map(([w, h]) => `${w}x${h}`).join(', ')],
    ]);
    res.type('application/pdf').setHeader('Content-Disposition', `inline; filename="${p.sku}.pdf"`);
    res.send(pdf);
    return ANSWERED;
  }, { params: '/:id' });

  return router;
}
