// Remissions and talkers (spec 02 §7 Remission and Talker, issue 15): the list, the carriers and warehouses, a new
// remission (§5: carrier, warehouse and a plate ABC123 required), its info and lines, the lines' save (a state per
// line: 0 = that shipment number is not valid), the talker stores, their locations and the labels PDF.
import { Router } from 'express';
import {
  remissionDetailGet, remissionDetailSave, remissionGet, remissionList, remissionSave, remissionTransporters, remissionWareHouses,
  talkerLabelsPdf, talkerLocations, talkerStores,
} from '../../../contracts/endpoints/satelliteTvRemissions';
import { authOf } from '../../auth';
import { parse } from '../../contract';
import type { ApiContext } from '../../api/context';
import type { Db } from '../../db/open';
import { objectBody, ok } from '../../http';
import { LineError, queryOf } from '../lineHttp';
import { listRemissions, remissionInfo, remissionReport, saveRemissionLines } from './remissionQueries';
import { talkerFileName, talkerLabelsPdf as buildTalkerPdf } from './talkerPdf';
import { containsPattern } from '../../api/sqlListing';


const remissionNotFound = (id: number) => new LineError(404, { en: `The remission ${id} does not exist.`, es: `La remisión ${id} no existe.` }, { id: { en: 'Unknown remission.', es: 'Remisión desconocida.' } });
const storeNotFound = (id: number) => new LineError(404, { en: `The store ${id} does not exist.`, es: `La bodega ${id} no existe.` }, { id: { en: 'Unknown store.', es: 'Bodega desconocida.' } });

async function storeLabels(db: Db, id: number, location: string) {
  const store = await db.selectFrom('stvStores').select(['id', 'bodega', 'codManual', 'city']).where('id', '=', id).executeTakeFirst();
  if (!store) throw storeNotFound(id);
  let query = db.selectFrom('stvStoreLocations as l').leftJoin('stvMaster as m', (join) => join.onRef('m.id', '=', 'l.parte').on('m.kind', '=', 'part'))
    .select(['l.parte', 'l.ubicacion', 'l.cantidad', 'm.name']).where('l.storeId', '=', id);
  if (location) query = query.where('l.ubicacion', 'ilike', `${location.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const rows = await query.orderBy('l.ubicacion').orderBy('l.id').execute();
  return { store: { id: store.id, bodega: store.bodega, cod_manual: store.codManual, location: store.city }, rows };
}

export function remissionRoutes({ db }: ApiContext): Router {
  const router = Router();

  router.post(`/${remissionList.path}`, async (req, res) => {
    ok(res, await listRemissions(db, parse(remissionList.body, objectBody(req))));
  });
  router.get(`/${remissionTransporters.path}`, async (_req, res) => {
    ok(res, (await db.selectFrom('stvTransporters').select(['id', 'name']).orderBy('name').execute()).map((t) => ({ value: t.id, text: t.name })));
  });
  router.get(`/${remissionWareHouses.path}`, async (_req, res) => {
    const rows = await db.selectFrom('stvDispatchWarehouses').select(['id', 'code', 'name']).orderBy('name').execute();
    ok(res, rows.map((w) => ({ value: w.id, text: `${w.code} - ${w.name}` })));
  });
  router.post(`/${remissionSave.path}`, async (req, res) => {
    const body = parse(remissionSave.body, objectBody(req));
    const [transporter, warehouse] = await Promise.all([
      db.selectFrom('stvTransporters').select('id').where('id', '=', body.idTransporter).executeTakeFirst(),
      db.selectFrom('stvDispatchWarehouses').select('id').where('id', '=', body.idWareHouse).executeTakeFirst(),
    ]);
    const errors = {
      ...(transporter ? {} : { idTransporter: { en: `The field idTransporter names no carrier (${body.idTransporter}).`, es: `El campo idTransporter no corresponde a un transportador (${body.idTransporter}).` } }),
      ...(warehouse ? {} : { idWareHouse: { en: `The field idWareHouse names no warehouse (${body.idWareHouse}).`, es: `El campo idWareHouse no corresponde a un depósito (${body.idWareHouse}).` } }),
    };
    const first = Object.values(errors)[0];
    if (first) throw new LineError(400, first, errors);
    const saved = await db.insertInto('stvRemissions').values({
      transporterId: body.idTransporter, warehouseId: body.idWareHouse, licensePlate: body.licensePlate, observation: body.observation,
      creationDate: new Date().toISOString().slice(0, 19), userId: authOf(req).user.id,
    }).returning('id').executeTakeFirstOrThrow();
    ok(res, { id: saved.id }, 'Successful process.');
  });
  router.get(`/${remissionGet.path}`, async (req, res) => {
    const { id } = parse(remissionGet.query, queryOf(req));
    const info = await remissionInfo(db, id);
    if (!info) throw remissionNotFound(id);
    ok(res, info);
  });
  router.get(`/${remissionDetailGet.path}`, async (req, res) => {
    const { id } = parse(remissionDetailGet.query, queryOf(req));
    if (!(await remissionInfo(db, id))) throw remissionNotFound(id);
    ok(res, await remissionReport(db, id));
  });
  router.post(`/${remissionDetailSave.path}`, async (req, res) => {
    const lines = parse(remissionDetailSave.body, req.body);
    const ids = [...new Set(lines.map((line) => line.idRemission))];
    const found = await db.selectFrom('stvRemissions').select('id').where('id', 'in', ids).execute();
    const missing = ids.find((id) => !found.some((row) => row.id === id));
    if (missing) throw remissionNotFound(missing);
    const results = await saveRemissionLines(db, lines);
    const invalid = results.filter((r) => r.state === 0).length;
    ok(res, results, invalid === 0 ? 'Successful process.' : `${results.length - invalid} / ${results.length}`);
  });

  router.post(`/${talkerStores.path}`, async (req, res) => {
    const input = parse(talkerStores.body, objectBody(req));
    let query = db.selectFrom('stvStores');
    if (input.search) {
      const value = containsPattern(input.search);
      query = query.where((eb) => eb.or([eb('bodega', 'ilike', value), eb('codManual', 'ilike', value), eb('city', 'ilike', value)]));
    }
    const [{ total }] = await query.select((eb) => eb.fn.countAll<string>().as('total')).execute();
    const rows = await query.select(['id', 'bodega', 'codManual', 'city']).orderBy('id').limit(input.pageSize).offset((input.pageIndex - 1) * input.pageSize).execute();
    ok(res, { items: rows.map((s) => ({ id: s.id, bodega: s.bodega, cod_manual: s.codManual, location: s.city })), totalItemCount: Number(total) });
  });
  router.get(`/${talkerLocations.path}`, async (req, res) => {
    const { id, location } = parse(talkerLocations.query, queryOf(req));
    const { store, rows } = await storeLabels(db, id, location);
    ok(res, { store, labels: rows.map(({ parte, ubicacion, cantidad }) => ({ parte, ubicacion, cantidad })) });
  });
  router.get(`/${talkerLabelsPdf.path}`, async (req, res) => {
    const { id, location } = parse(talkerLabelsPdf.query, queryOf(req));
    const { store, rows } = await storeLabels(db, id, location);
    const bytes = buildTalkerPdf(`${store.cod_manual} ${store.bodega}`, rows.map((r) => ({ ...r, nombre: r.name ?? '' })));
    ok(res, { fileName: talkerFileName(store.bodega), contentType: 'application/pdf', base64: Buffer.from(bytes).toString('base64') });
  });
  return router;
}
