// The product catalogue module (spec 01 §7.4): Products/* under /api, every call behind a session (bearer or
// ?token=, as module calls and <img> links carry it). Role value 2 may read but not save.
import { Router, type Request } from 'express';
import {
  productIdQuery, productListRequest, productSaveRequest, roleByUserQuery, type ProductSettings,
} from '../../../contracts/endpoints/catalogue';
import { objectBody, ok } from '../../http';
import type { ApiContext } from '../../api/context';
import { LineError, lineErrorHandler, parseWith, queryOf } from '../lineHttp';
import { PICTURE_SIZES, productPicture, technicalSheet } from './art';
import { findProduct, listProducts, productDetail, productStock, roleValueOf, saveProduct } from './queries';

const notFound = (id: number) => new LineError(404, { en: `The product ${id} does not exist.`, es: `El producto ${id} no existe.` });

/** Absolute bases of the pictures and sheets, on the host the caller used. */
export function settingsFor(req: Request): ProductSettings {
  const origin = `${req.protocol}://${req.get('host')}`;
  return { image: { url: `${origin}/api/Products/Image/`, sheet: `${origin}/api/Products/Sheet/` } };
}

export function catalogueRoutes({ db }: ApiContext): Router {
  const router = Router();
  const existing = async (req: Request) => {
    const { id } = parseWith(productIdQuery, queryOf(req));
    const product = await findProduct(db, id);
    if (!product) throw notFound(id);
    return product;
  };

  router.post('/Products/List', async (req, res) => {
    ok(res, await listProducts(db, parseWith(productListRequest, objectBody(req))));
  });
  router.get('/Products/GetCatalogList', async (_req, res) => {
    const rows = await db.selectFrom('productCatalogs').selectAll().orderBy('id').execute();
    ok(res, rows.map((r) => ({ idCatelogList: r.id, nameCatelogList: r.name })));
  });
  router.get('/Products/GetInventoryGroupList', async (_req, res) => {
    const rows = await db.selectFrom('inventoryGroups').selectAll().orderBy('id').execute();
    ok(res, rows.map((r) => ({ idInventoryGroup: r.id, nameInventoryGroup: r.name })));
  });
  router.get('/Products/GetBusinessList', async (_req, res) => {
    ok(res, await db.selectFrom('businesses').selectAll().orderBy('id').execute());
  });
  router.get('/Products/GetSettings', (req, res) => ok(res, settingsFor(req)));
  router.get('/Products/GetDetails', async (req, res) => {
    const settings = settingsFor(req).image;
    ok(res, productDetail(await existing(req), { image: settings.url, sheet: settings.sheet }));
  });
  router.get('/Products/GetExistence', async (req, res) => ok(res, await productStock(db, (await existing(req)).id)));
  router.get('/Products/GetRolByUser', async (req, res) => {
    const { userId } = parseWith(roleByUserQuery, queryOf(req));
    if (userId !== req.auth!.user.id) {
      throw new LineError(403, { en: 'You can only read your own role value.', es: 'Solo puede consultar su propio valor de rol.' });
    }
    ok(res, await roleValueOf(db, userId));
  });

  router.post('/Products/Save', async (req, res) => {
    const input = parseWith(productSaveRequest, objectBody(req));
    if ((await roleValueOf(db, req.auth!.user.id)) === 2) {
      throw new LineError(403, { en: 'Your role (value 2) cannot edit products.', es: 'Su rol (valor 2) no puede editar productos.' });
    }
    const image = input.image ? {
      contentType: input.image.slice(5, input.image.indexOf(';')),
      name: input.imageName || 'Product-img',
      data: Buffer.from(input.image.slice(input.image.indexOf(',') + 1), 'base64'),
    } : undefined;
    if (!(await saveProduct(db, { id: input.id, name: input.name, description: input.description, image }))) throw notFound(input.id);
    ok(res, input.id, 'Successful process.');
  });

  router.get('/Products/Image/:id/:picture', async (req, res) => {
    const id = Number(req.params.id);
    const product = Number.isSafeInteger(id) ? await findProduct(db, id) : undefined;
    if (!product) throw notFound(id);
    res.setHeader('Cache-Control', 'private, max-age=3600');
    if (req.params.picture === 'upload') {
      const upload = await db.selectFrom('productUploads').selectAll().where('productId', '=', id).executeTakeFirst();
      if (!upload) throw new LineError(404, { en: 'The product has no uploaded image.', es: 'El producto no tiene imagen cargada.' });
      res.type(upload.contentType).send(Buffer.from(upload.data));
      return;
    }
    const n = Number(req.params.picture);
    if (!Number.isInteger(n) || n < 1 || n > product.imageCount) {
      throw new LineError(404, { en: `The product has pictures 1 to ${product.imageCount}.`, es: `El producto tiene las imágenes 1 a ${product.imageCount}.` });
    }
    res.type('image/svg+xml').send(productPicture(product, n, product.imageCount));
  });

  router.get('/Products/Sheet/:id', async (req, res) => {
    const id = Number(req.params.id);
    const p = Number.isSafeInteger(id) ? await findProduct(db, id) : undefined;
    if (!p) throw notFound(id);
    const pdf = technicalSheet(p.name, [
      ['SKU', p.sku], ['Descripción', p.description.slice(0, 70)], ['Categoría', p.category], ['Grupo', p.group], ['Cod_Ean', p.codEan],
      ['Alto (cm)', String(p.high)], ['Largo (cm)', String(p.long)], ['Ancho (cm)', String(p.width)], ['Peso', `${p.weight} ${p.unitOfWeight}`],
      ['Imágenes', PICTURE_SIZES.slice(0, p.imageCount).map(([w, h]) => `${w}x${h}`).join(', ')],
    ]);
    res.type('application/pdf').setHeader('Content-Disposition', `inline; filename="${p.sku}.pdf"`);
    res.send(pdf);
  });

  router.use(lineErrorHandler);
  return router;
}
