// Remissions and talkers (spec 02 §7 Remission and Talker, issue 15): the list, the carriers and warehouses, a new
// remission (§5: carrier, warehouse and a plate ABC123 required), its info and lines, the lines' save (a state per
// line: 0 = that shipment number is not valid), the talker stores, their locations and the labels PDF.
import { Router } from 'express';
import {
  remissionDetailGet, remissionDetailSave, remissionGet, remissionList, remissionSave, remissionTransporters, remissionWareHouses,
  talkerLabelsPdf, talkerLocations, talkerStores,
} from '../../../contracts/endpoints/satelliteTvRemissions';
import { authOf } from '../../core/actor';
import { parse } from '../../core/contract';
import type { ApiContext } from '../../shell/api/context';
import { handle, reply } from '../../core/handle';
import { records } from '../../core/records';
import { refuse, refusalOf } from '../../core/refuse';
import type { Db } from '../../core/db/open';
import type { Msg } from '../../shell/messages';
import { arrayBody } from './bodies';
import { listRemissions, remissionInfo, remissionReport, saveRemissionLines } from './remissionQueries';
import { talkerFileName, talkerLabelsPdf as buildTalkerPdf } from './talkerPdf';
import { containsPattern } from '../../shell/api/sqlListing';

const SUCCESSFUL_PROCESS = 'Successful process.';

const remissionNotFound = (id: number) => refusalOf(404, 'satelliteTv.remissionNotFound', { id }, { errors: { id: { key: 'satelliteTv.unknownRemission' } } });
const storeNotFound = (id: number) => refusalOf(404, 'satelliteTv.storeNotFound', { id }, { errors: { id: { key: 'satelliteTv.unknownStore' } } });

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

  handle(router, remissionList, ({ body }) => listRemissions(db, body));
  handle(router, remissionTransporters, async () =>
    (await db.selectFrom('stvTransporters').select(['id', 'name']).orderBy('name').execute()).map((t) => ({ value: t.id, text: t.name })));
  handle(router, remissionWareHouses, async () => {
    const rows = await db.selectFrom('stvDispatchWarehouses').select(['id', 'code', 'name']).orderBy('name').execute();
    return rows.map((w) => ({ value: w.id, text: `${w.code} - ${w.name}` }));
  });
  handle(router, remissionSave, async ({ body, req }) => {
    const [transporter, warehouse] = await Promise.all([
      db.selectFrom('stvTransporters').select('id').where('id', '=', body.idTransporter).executeTakeFirst(),
      db.selectFrom('stvDispatchWarehouses').select('id').where('id', '=', body.idWareHouse).executeTakeFirst(),
    ]);
    const errors: Record<string, Msg> = {
      ...(transporter ? {} : { idTransporter: { key: 'satelliteTv.unknownCarrier', params: { id: body.idTransporter } } }),
      ...(warehouse ? {} : { idWareHouse: { key: 'satelliteTv.unknownWarehouse', params: { id: body.idWareHouse } } }),
    };
    // the message is the first refusal's (each field keeps its own)
    const first = Object.values(errors)[0];
    if (first) refuse(400, first.key, first.params, { errors });
    const saved = await records.save(db, 'stvRemissions', undefined, {
      transporterId: body.idTransporter, warehouseId: body.idWareHouse, licensePlate: body.licensePlate, observation: body.observation,
      creationDate: new Date().toISOString().slice(0, 19), userId: authOf(req).user.id,
    }, { actor: null });
    return reply({ id: saved.id }, SUCCESSFUL_PROCESS);
  });
  handle(router, remissionGet, async ({ query: { id } }) => {
    const info = await remissionInfo(db, id);
    if (!info) throw remissionNotFound(id);
    return info;
  });
  handle(router, remissionDetailGet, async ({ query: { id } }) => {
    if (!(await remissionInfo(db, id))) throw remissionNotFound(id);
    return remissionReport(db, id);
  });
  handle(router, remissionDetailSave, async ({ raw }) => {
    const lines = parse(remissionDetailSave.body, raw.items);
    const ids = [...new Set(lines.map((line) => line.idRemission))];
    const found = await db.selectFrom('stvRemissions').select('id').where('id', 'in', ids).execute();
    const missing = ids.find((id) => !found.some((row) => row.id === id));
    if (missing) throw remissionNotFound(missing);
    const results = await saveRemissionLines(db, lines);
    const invalid = results.filter((r) => r.state === 0).length;
    return reply(results, invalid === 0 ? SUCCESSFUL_PROCESS : `${results.length - invalid} / ${results.length}`);
  }, { before: [arrayBody], body: 'raw' });

  handle(router, talkerStores, async ({ body: input }) => {
    let query = db.selectFrom('stvStores');
    if (input.search) {
      const value = containsPattern(input.search);
      query = query.where((eb) => eb.or([eb('bodega', 'ilike', value), eb('codManual', 'ilike', value), eb('city', 'ilike', value)]));
    }
    const [{ total }] = await query.select((eb) => eb.fn.countAll<string>().as('total')).execute();
    const rows = await query.select(['id', 'bodega', 'codManual', 'city']).orderBy('id').limit(input.pageSize).offset((input.pageIndex - 1) * input.pageSize).execute();
    return { items: rows.map((s) => ({ id: s.id, bodega: s.bodega, cod_manual: s.codManual, location: s.city })), totalItemCount: Number(total) };
  });
  handle(router, talkerLocations, async ({ query: { id, location } }) => {
    const { store, rows } = await storeLabels(db, id, location);
    return { store, labels: rows.map(({ parte, ubicacion, cantidad }) => ({ parte, ubicacion, cantidad })) };
  });
  handle(router, talkerLabelsPdf, async ({ query: { id, location } }) => {
    const { store, rows } = await storeLabels(db, id, location);
    const bytes = buildTalkerPdf(`${store.cod_manual} ${store.bodega}`, rows.map((r) => ({ ...r, nombre: r.name ?? '' })));
    return { fileName: talkerFileName(store.bodega), contentType: 'application/pdf', base64: Buffer.from(bytes).toString('base64') };
  });
  return router;
}
