// The repair-order seed (issue 16): workshops and points of sale, technicians, clients, 450 orders spread over
// every state, each with the stage stamps of the path it took and its guide/document files. Deterministic.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import type { OrderState } from './machine';
import { createRng } from '../../core/random';
import { SEED_PREFIX, seedFileContent } from './seedFiles';
import type { OrderFileKind } from '../../../contracts/endpoints/repairOrderFiles';

const ORDERS = 450;
const BASE_DAY = Date.UTC(2026, 0, 5);
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The states an order passed through to reach each state (the machine's happy path and its side roads): the arrival
 * at the workshop leads into repair (10). The machine has no step into 2 (in workshop, where spec 03 §2.7 offers no
 * action): its seeded orders keep the path of an arrival there. Each path keeps its length (one draw per stage).
 */
const MAIN: OrderState[] = ['1', '8', '7', '10', '4', '5', '9', '11', '6', '15', '12'];
export const PATH_TO: Record<OrderState, OrderState[]> = {
  ...(Object.fromEntries(MAIN.map((s, i) => [s, MAIN.slice(0, i + 1)])) as Record<OrderState, OrderState[]>),
  '2': ['1', '8', '7', '2'],
  '3': ['1', '8', '7', '10', '3'],
  '10': ['1', '8', '7', '10', '3', '10'],
  '13': ['1', '8', '13'],
  '16': ['1', '8', '7', '10', '4', '5', '9', '11', '6', '16'],
};
const STATES = Object.keys(PATH_TO) as OrderState[];

const WORKSHOPS = [
  { id: 1, name: 'Taller Central Bogotá', isPointOfSale: false },
  { id: 2, name: 'Taller Medellín Norte', isPointOfSale: false },
  { id: 3, name: 'Tienda Andino', isPointOfSale: true },
  { id: 4, name: 'Tienda Unicentro', isPointOfSale: true },
  { id: 5, name: 'Tienda Chipichape', isPointOfSale: true },
];
const TECHNICIANS = [
  { id: 1, name: 'Andrés Felipe Rojas', workshopId: 1, userId: null },
  { id: 2, name: 'Luisa Fernanda Ortiz', workshopId: 1, userId: null },
  { id: 3, name: 'Camilo Esteban Pardo', workshopId: 2, userId: null },
  { id: 4, name: 'Natalia Restrepo Vélez', workshopId: 2, userId: null },
];
const FIRST = ['Juan', 'María', 'Carlos', 'Ana', 'Luis', 'Paola', 'Jorge', 'Diana', 'Sebastián', 'Valentina', 'Andrés', 'Camila'];
const LAST = ['Gómez', 'Rodríguez', 'Martínez', 'López', 'García', 'Pérez', 'Sánchez', 'Ramírez', 'Torres', 'Muñoz', 'Díaz', 'Castro'];
const MODELS = [['Samsung', 'Galaxy A54'], ['Samsung', 'Galaxy S23'], ['Apple', 'iPhone 13'], ['Xiaomi', 'Redmi Note 12'], ['Motorola', 'Moto G84'], ['Huawei', 'Nova 11']];
const FAULTS = ['Pantalla', 'Batería', 'Software', 'Puerto de carga', 'Cámara', 'Audio', 'Señal'];

/** The quality-control checks of spec 03 §3, as an approved order has them. */
const QC_PASSED = {
  conectivitiTest: true, Keyboard: true, mic: true, chargerTest: true, principalDisplay: true, radio: true, vibration: true,
  camera: true, headphone: true, observations: 'Sin novedad',
};
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const digits = (rng: ReturnType<typeof createRng>, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');

export function buildRepairOrderSeed(seed = 16) {
  const rng = createRng(seed);
  const clients = Array.from({ length: 300 }, (_, i) => {
    const name = `${rng.pick(FIRST)} ${rng.pick(LAST)} ${rng.pick(LAST)}`;
    return {
      id: i + 1, name, document: String(10_000_000 + i * 7919), idDepartment: rng.int(1, 5), idCity: rng.int(1, 20),
      address: `Calle ${rng.int(1, 170)} # ${rng.int(1, 99)}-${rng.int(1, 99)}`, housePhone: `601${digits(rng, 7)}`,
      phone: `3${digits(rng, 9)}`, contactPhone: `3${digits(rng, 9)}`, email: `cliente${i + 1}@correo.co`,
    };
  });
  const orders = [];
  const stages: { orderId: number; state: string; previousState: string | null; userId: number; userName: string; at: string }[] = [];
  const files: { orderId: number; kind: OrderFileKind; guideType: number | null; guideNumber: string | null; name: string; storedName: string; type: string; size: number }[] = [];
  for (let i = 0; i < ORDERS; i++) {
    const id = i + 1;
    const state = STATES[i % STATES.length];
    const path = PATH_TO[state];
    const workshopId = rng.int(1, 2);
    const technicianId = state === '1' && rng.chance(0.5) ? null : TECHNICIANS.filter((t) => t.workshopId === workshopId)[rng.int(0, 1)].id;
    const created = BASE_DAY + rng.int(0, 300) * DAY_MS + rng.int(8, 18) * 3_600_000;
    const [brand, model] = rng.pick(MODELS);
    const doa = rng.chance(0.1);
    const reached = (s: OrderState) => path.includes(s);
    orders.push({
      id, idOrderState: state, clientId: rng.int(1, clients.length), pointId: rng.int(3, 5), workshopId, technicianId,
      idLineType: rng.int(1, 2), brand, model, imei: `35${digits(rng, 13)}`, min: `3${digits(rng, 9)}`,
      purchaseDate: isoDay(created - rng.int(10, 500) * DAY_MS), doa, warranty: !doa && rng.chance(0.7), reentry: rng.chance(0.1),
      exhibition: !doa && rng.chance(0.05), foulType: rng.pick(FAULTS), foulType2: rng.pick(FAULTS),
      observationOrder: 'Equipo con rayones leves', imeiLoanDevice: rng.chance(0.3) ? `35${digits(rng, 13)}` : null,
      priceOrder: reached('3') ? rng.int(8, 60) * 5000 : null,
      finalState: reached('4') ? rng.pick([1, 4, 5]) : null, diagnosticComments: reached('4') ? 'Se reemplaza el módulo' : null,
      // from the id, not the generator: the other seeded values stay as they were
      accessories: JSON.stringify({ charger: id % 2 === 0, dataCable: id % 3 === 0, handsFree: id % 5 === 0, originalBox: id % 4 === 0, simHolder: id % 2 === 1 }),
      qualityControl: reached('5') ? JSON.stringify(QC_PASSED) : null,
      collectionGuide: reached('8') ? `GU${digits(rng, 8)}` : null, returnGuide: reached('9') ? `GD${digits(rng, 8)}` : null,
      proofFile: state === '12' ? `comprobante-${id}.pdf` : null, answerOrder: state === '12' ? 'Entregado al cliente' : null,
      creationDate: new Date(created).toISOString(), version: path.length,
    });
    // each stage 6 to 40 hours after the one before (one draw per stage, as many draws as before)
    let at = created;
    path.forEach((s, step) => {
      const gap = rng.int(6, 40) * 3_600_000;
      if (step > 0) at += gap;
      stages.push({ orderId: id, state: s, previousState: step === 0 ? null : path[step - 1], userId: 1, userName: 'Administrador', at: new Date(at).toISOString() });
    });
    const file = (kind: OrderFileKind, name: string, guide: { type: number; number: string | null } | null = null) => {
      const storedName = `${SEED_PREFIX}${id}/${name}`;
      const content = seedFileContent(storedName)!;
      files.push({ orderId: id, kind, guideType: guide?.type ?? null, guideNumber: guide?.number ?? null, name, storedName, type: content.type, size: content.bytes.length });
    };
    file('Documentos', `orden-llegada-${id}.pdf`);
    if (reached('8')) file('Guias', `guia-${id}.pdf`, { type: 1, number: orders[i].collectionGuide });
    if (reached('2') || reached('10')) file('Documentos', `acta-recepcion-taller-${id}.pdf`);
    if (reached('4')) file('Fotos', `reparacion-${id}.png`);
    if (reached('9')) file('Guias', `guia-devolucion-${id}.pdf`, { type: 2, number: orders[i].returnGuide });
    if (state === '12') file('ComprobanteEntrega', `comprobante-${id}.pdf`);
  }
  return { workshops: WORKSHOPS, technicians: TECHNICIANS, clients, orders, stages, files };
}

const CHUNK = 500;
const IDENTITY = ['repair_clients', 'repair_workshops', 'repair_technicians', 'repair_orders', 'repair_order_stages', 'repair_order_files'];

/** Writes the seed in multi-row inserts (inside the caller's transaction). */
export async function writeRepairOrderSeed(tx: Kysely<Database>): Promise<void> {
  const data = buildRepairOrderSeed();
  const tables = [
    ['repairWorkshops', data.workshops], ['repairTechnicians', data.technicians], ['repairClients', data.clients],
    ['repairOrders', data.orders], ['repairOrderStages', data.stages], ['repairOrderFiles', data.files],
  ] as const;
  for (const [table, rows] of tables) {
    for (let start = 0; start < rows.length; start += CHUNK) await tx.insertInto(table).values(rows.slice(start, start + CHUNK) as never).execute();
  }
  for (const table of IDENTITY) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(tx);
  }
}
