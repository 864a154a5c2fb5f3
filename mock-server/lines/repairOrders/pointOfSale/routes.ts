// The point of sale's endpoints (spec 03 §2.5, §7), guarded by its menu entry (/MobileOperator/PointSafe, in contracts/policy.ts); the
// parametric lists need only a session (other screens read them too). Mounted in mock-server/lines/index.ts.
import { Router } from 'express';
import { handle, reply } from '../../../core/handle';
import { refuse } from '../../../core/refuse';
import type { Db } from '../../../core/db/open';
import { languageOf } from '../../../shell/messages';
import * as c from '../../../../contracts/endpoints/repairPointOfSale';
import { citiesOf, imeiPattern, isUsersWorkshop, modelsOf, namedList, operatorClient, ordersToPoint, settingsOf, workshopsOf } from './queries';
import { saveClient, saveDevice, saveOrder } from './saves';
import { warrantyDateOf } from './warrantyDates';

export function pointOfSaleRoutes(db: Db): Router {
  const router = Router();

  handle(router, c.workshopsByUser, async ({ query: { idUser }, actor }) => {
    const me = actor();
    if (idUser !== undefined && idUser !== me.id) refuse(403, 'pointOfSale.otherUser', { id: me.id });
    return workshopsOf(db, me.id);
  });

  handle(router, c.clientByDocument, async ({ query: { document } }) => {
    const found = await db.selectFrom('repairClients')
      .select(['id', 'name', 'document', 'idDepartment', 'idCity', 'address', 'housePhone', 'phone', 'contactPhone', 'email'])
      .where('document', '=', document).orderBy('id').executeTakeFirst();
    return found ?? null;
  });

  handle(router, c.settings, async () => ({ validation: { imei: (await imeiPattern(db)).source } }));

  handle(router, c.checkWarrantyDate, ({ query: { imei } }) => warrantyDateOf(db, imei));

  handle(router, c.infoWom, async () => {
    const settings = await settingsOf(db);
    return { nit: (await operatorClient(db))?.document ?? settings['operator.nit'] ?? '', name: settings['operator.name'] ?? '' };
  });

  handle(router, c.departments, () => namedList(db, 'repairDepartments'));
  handle(router, c.citiesByDepartment, ({ query: { idDeparment } }) => citiesOf(db, idDeparment));
  handle(router, c.lineTypes, () => namedList(db, 'repairLineTypes'));
  handle(router, c.foulTypes, () => namedList(db, 'repairFaultTypes'));
  handle(router, c.brands, () => namedList(db, 'repairBrands'));
  handle(router, c.modelsByBrand, ({ query: { brand } }) => modelsOf(db, brand));

  handle(router, c.ordersToPointStore, async ({ query: { workshopId }, actor }) => {
    if (!(await isUsersWorkshop(db, actor().id, workshopId))) refuse(403, 'pointOfSale.notYourWorkshop', { id: workshopId });
    return ordersToPoint(db, workshopId);
  });

  handle(router, c.clientSave, async ({ body, req, actor, say }) => {
    const saved = await saveClient(db, body, actor(), languageOf(req));
    return reply({ id: saved.id }, saved.reason ?? say('success.saved'));
  });

  handle(router, c.deviceSave, async ({ body, req, actor, say }) => {
    const saved = await saveDevice(db, body, actor(), languageOf(req));
    return reply(saved, saved.error || say('success.saved'));
  });

  handle(router, c.orderSave, async ({ body, req, actor, say }) => {
    const saved = await saveOrder(db, body, actor(), languageOf(req));
    return reply({ id: saved.id, Error: saved.reason ?? '' }, saved.reason ?? say('success.saved'));
  });
  return router;
}
