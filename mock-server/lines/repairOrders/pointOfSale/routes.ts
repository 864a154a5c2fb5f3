// The point of sale's endpoints (spec 03 §2.5, §7), guarded by its menu entry (/MobileOperator/PointSafe, in contracts/policy.ts); the
// parametric lists need only a session (other screens read them too). Mounted in mock-server/lines/index.ts.
import { Router, type RequestHandler } from 'express';
import { actorOf } from '../../../auth';
import { parse } from '../../../contract';
import type { Db } from '../../../db/open';
import { apiError, objectBody, ok } from '../../../http';
import { languageOf, t } from '../../../messages';
import * as c from '../../../../contracts/endpoints/repairPointOfSale';
import { citiesOf, imeiPattern, isUsersWorkshop, modelsOf, namedList, operatorClient, ordersToPoint, settingsOf, workshopsOf } from './queries';
import { saveClient, saveDevice, saveOrder } from './saves';
import { warrantyDateOf } from './warrantyDates';

export function pointOfSaleRoutes(db: Db): Router {
  const router = Router();
  const get = (path: string, handler: RequestHandler) => router.get(`/${path}`, handler);

  get(c.workshopsByUser.path, (async (req, res) => {
    const { idUser } = parse(c.workshopsByUser.query, req.query);
    const actor = actorOf(req);
    if (idUser !== undefined && idUser !== actor.id) throw apiError(403, 'pointOfSale.otherUser', { id: actor.id });
    ok(res, await workshopsOf(db, actor.id));
  }) as RequestHandler);

  get(c.clientByDocument.path, (async (req, res) => {
    const { document } = parse(c.clientByDocument.query, req.query);
    const found = await db.selectFrom('repairClients')
      .select(['id', 'name', 'document', 'idDepartment', 'idCity', 'address', 'housePhone', 'phone', 'contactPhone', 'email'])
      .where('document', '=', document).orderBy('id').executeTakeFirst();
    ok(res, found ?? null);
  }) as RequestHandler);

  get(c.settings.path, (async (_req, res) => ok(res, { validation: { imei: (await imeiPattern(db)).source } })) as RequestHandler);

  get(c.checkWarrantyDate.path, (async (req, res) => {
    const { imei } = parse(c.checkWarrantyDate.query, req.query);
    ok(res, await warrantyDateOf(db, imei));
  }) as RequestHandler);

  get(c.infoWom.path, (async (_req, res) => {
    const settings = await settingsOf(db);
    ok(res, { nit: (await operatorClient(db))?.document ?? settings['operator.nit'] ?? '', name: settings['operator.name'] ?? '' });
  }) as RequestHandler);

  get(c.departments.path, (async (_req, res) => ok(res, await namedList(db, 'repairDepartments'))) as RequestHandler);
  get(c.citiesByDepartment.path, (async (req, res) => ok(res, await citiesOf(db, parse(c.citiesByDepartment.query, req.query).idDeparment))) as RequestHandler);
  get(c.lineTypes.path, (async (_req, res) => ok(res, await namedList(db, 'repairLineTypes'))) as RequestHandler);
  get(c.foulTypes.path, (async (_req, res) => ok(res, await namedList(db, 'repairFaultTypes'))) as RequestHandler);
  get(c.brands.path, (async (_req, res) => ok(res, await namedList(db, 'repairBrands'))) as RequestHandler);
  get(c.modelsByBrand.path, (async (req, res) => ok(res, await modelsOf(db, parse(c.modelsByBrand.query, req.query).brand))) as RequestHandler);

  get(c.ordersToPointStore.path, (async (req, res) => {
    const { workshopId } = parse(c.ordersToPointStore.query, req.query);
    if (!(await isUsersWorkshop(db, actorOf(req).id, workshopId))) throw apiError(403, 'pointOfSale.notYourWorkshop', { id: workshopId });
    ok(res, await ordersToPoint(db, workshopId));
  }) as RequestHandler);

  router.post(`/${c.clientSave.path}`, (async (req, res) => {
    const saved = await saveClient(db, parse(c.clientSave.body, objectBody(req)), actorOf(req), languageOf(req));
    ok(res, { id: saved.id }, saved.reason ?? t(req, 'success.saved'));
  }) as RequestHandler);

  router.post(`/${c.deviceSave.path}`, (async (req, res) => {
    const saved = await saveDevice(db, parse(c.deviceSave.body, objectBody(req)), actorOf(req), languageOf(req));
    ok(res, saved, saved.error || t(req, 'success.saved'));
  }) as RequestHandler);

  router.post(`/${c.orderSave.path}`, (async (req, res) => {
    const saved = await saveOrder(db, parse(c.orderSave.body, objectBody(req)), actorOf(req), languageOf(req));
    ok(res, { id: saved.id, Error: saved.reason ?? '' }, saved.reason ?? t(req, 'success.saved'));
  }) as RequestHandler);
  return router;
}
