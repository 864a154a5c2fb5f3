// The satellite-TV seed, part 2 (issue 15): carriers, dispatch warehouses with addresses and phones, 4,000 shipments
// known to the WMS, 300 remissions with their lines, 60 stores with their locations and stock, 400 georeferencing
// rows, 120 orders with their owners and some serials. Deterministic; called from seed/write.ts in the seeding transaction.
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import { createRng, type Rng } from '../../core/random';
import { insert, resetIdentities } from './seed';
import { STV_PARTS, STV_WAREHOUSES } from './seedData';

export const STV_REMISSIONS = 300;
export const STV_SHIPMENTS = 4000;
export const STV_STORES = 60;
export const STV_GEOREFERENCING = 400;
export const STV_ORDERS = 120;
const FIRST_SHIPMENT = 70_000_001;
/** Shipments from this one on are on no seeded remission (the tests take theirs from here). */
export const stvFreeShipment = (n: number) => FIRST_SHIPMENT + 3000 + n;
/** The order number of seeded order n (1-based); orders whose n is a multiple of 5 have no serials yet. */
export const stvOrderNumber = (n: number) => `PED-${String(n).padStart(6, '0')}`;

const BASE = Date.UTC(2026, 9, 1);
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 19);
const pad = (n: number, size: number) => String(n).padStart(size, '0');

const TRANSPORTERS = [
  ['Servientrega S.A.', '860512330-3'], ['Coordinadora Mercantil S.A.', '890904713-2'], ['TCC S.A.S.', '860016640-4'],
  ['Envía Colvanes S.A.S.', '800185306-4'], ['Deprisa (Avianca)', '890100577-6'], ['Transportes Vigía S.A.S.', '860040576-1'],
  ['Saferbo S.A.', '890900418-1'], ['Inter Rapidísimo S.A.', '800251569-7'],
] as const;
const PHONES = ['601 4185000', '601 7427700', '604 3614040', '602 4863030', '605 3852200', '607 6343030', '606 3401122', '605 6686060'];
const CITIES = ['Bogotá', 'Medellín', 'Cali', 'Barranquilla', 'Bucaramanga', 'Pereira', 'Cartagena', 'Ibagué', 'Manizales', 'Villavicencio'];
const STREETS = ['Cl', 'Cra', 'Av', 'Tv', 'Dg'];
const NEIGHBORHOODS = [
  ['Chapinero', 'Zona Norte'], ['Usaquén', 'Zona Norte'], ['Suba', 'Zona Norte'], ['Kennedy', 'Zona Sur'], ['Bosa', 'Zona Sur'],
  ['Fontibón', 'Zona Occidente'], ['Engativá', 'Zona Occidente'], ['Teusaquillo', 'Zona Centro'], ['La Candelaria', 'Zona Centro'],
  ['Ciudad Bolívar', 'Zona Sur'], ['Puente Aranda', 'Zona Centro'], ['Barrios Unidos', 'Zona Norte'],
] as const;
const FIRST = ['Carlos', 'Luisa', 'Andrés', 'Paola', 'Jhon', 'Diana', 'Óscar', 'Natalia', 'Julián', 'Camila', 'Mauricio', 'Sandra'];
const LAST = ['Rodríguez', 'Gómez', 'Martínez', 'Ruiz', 'Pérez', 'Torres', 'Castro', 'Herrera', 'Ramírez', 'Vargas', 'Moreno', 'Rojas'];
const VEHICLES = ['Moto AKT 125', 'Camioneta NHR', 'Furgón JAC', 'Moto Yamaha XTZ', 'Renault Kangoo', 'Chevrolet N300'];
const STORE_NAMES = ['Unicentro', 'Andino', 'Santafé', 'Titán Plaza', 'Gran Estación', 'Plaza Central', 'Hayuelos', 'Salitre Plaza', 'El Tesoro',
  'Oviedo', 'Chipichape', 'Jardín Plaza', 'Buenavista', 'Caribe Plaza', 'Cacique', 'Arboleda'];

const address = (rng: Rng) => `${rng.pick(STREETS)} ${rng.int(1, 170)} # ${rng.int(1, 120)}-${rng.int(1, 99)}`;
const plate = (n: number) => `${'BCDFGHJKLMNPRSTVWXYZ'[n % 20]}${'AEIOUKLMNPRSTVW'[(n * 7) % 15]}${'XYZQWTSRPN'[(n * 3) % 10]}${pad((n * 37) % 1000, 3)}`;

function remissions(rng: Rng) {
  const headers = [];
  const lines = [];
  let envio = FIRST_SHIPMENT;
  for (let n = 1; n <= STV_REMISSIONS; n++) {
    headers.push({
      id: n, transporterId: rng.int(1, TRANSPORTERS.length), warehouseId: rng.int(1, STV_WAREHOUSES.length), licensePlate: plate(n),
      observation: rng.pick(['', '', 'Entregar en horario de 8 a 5', 'Mercancía frágil: decodificadores', 'Carga consolidada con otra remisión', 'Llamar antes de llegar']),
      creationDate: iso(BASE - (STV_REMISSIONS - n) * 9 * HOUR), userId: 1,
    });
    for (let i = rng.int(1, 6); i > 0 && envio < stvFreeShipment(0); i--) lines.push({ remissionId: n, envio: envio++, cajas: rng.int(1, 40) });
  }
  return { headers, lines };
}

function stores(rng: Rng) {
  const rows = [];
  const locations = [];
  for (let n = 1; n <= STV_STORES; n++) {
    const city = CITIES[n % CITIES.length];
    rows.push({ id: n, bodega: `Tienda DIRECTV ${STORE_NAMES[n % STORE_NAMES.length]} ${city}${n > STORE_NAMES.length ? ` ${Math.ceil(n / STORE_NAMES.length)}` : ''}`,
      codManual: `TD-${pad(n, 3)}`, city });
    const aisles = rng.int(2, 4);
    for (let a = 1; a <= aisles; a++) {
      for (let shelf = 1; shelf <= rng.int(2, 5); shelf++) {
        locations.push({ storeId: n, parte: rng.pick(STV_PARTS)[0], ubicacion: `${'ABCD'[a - 1]}-${pad(shelf, 2)}-${pad(rng.int(1, 4), 2)}`, cantidad: rng.int(0, 120) });
      }
    }
  }
  return { rows, locations };
}

function georeferencing(rng: Rng) {
  return Array.from({ length: STV_GEOREFERENCING }, (_, i) => {
    const [neighborhood, zone] = rng.pick(NEIGHBORHOODS);
    return {
      id: i + 1, codMovimiento: `MOV-${pad(510000 + i * 3, 7)}`, zone, neighborhood, codeNeighborhood: `${pad(NEIGHBORHOODS.findIndex((b) => b[0] === neighborhood) + 1, 2)}${pad(rng.int(1, 99), 3)}`,
      manzana: `MZ-${pad(rng.int(1, 250), 3)}`, codBarFront: `77${pad(rng.int(0, 99_999_999), 8)}${pad(i, 3)}`, downloadedAt: null,
    };
  });
}

function orders(rng: Rng) {
  const rows = [];
  const serials = [];
  let serialNo = 0;
  for (let n = 1; n <= STV_ORDERS; n++) {
    const name = `${rng.pick(FIRST)} ${rng.pick(LAST)} ${rng.pick(LAST)}`;
    const quantity = rng.int(6, 40);
    rows.push({
      nroOrder: stvOrderNumber(n), dateCreation: iso(BASE - (STV_ORDERS - n) * 20 * HOUR), line: `LIN-${pad(300 + (n % 17), 4)}`, quantity,
      warehouse: STV_WAREHOUSES[n % STV_WAREHOUSES.length][1], codMovement: `MOV-${pad(820000 + n, 7)}`, ownerName: name,
      ownerDocument: String(rng.int(10_000_000, 1_099_999_999)), ownerEmail: `${name.split(' ')[0].toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}.${pad(n, 3)}@correo.com.co`,
      vehicle: rng.pick(VEHICLES), observations: rng.pick(['Prerreclutamiento zona norte', 'Entrega parcial autorizada', 'Cliente corporativo', 'Sin observaciones']),
    });
    if (n % 5 === 0) continue;
    for (let i = 0; i < rng.int(1, Math.min(8, quantity - 2)); i++) {
      serialNo += 1;
      serials.push({
        nroOrder: stvOrderNumber(n), serial: `ZC${pad(serialNo * 7 + 100000, 9)}`, phone: `31${pad(20_000_000 + serialNo * 13, 8)}`,
        status: i % 3 === 2 ? 'P' : 'A', icc: `895710${pad(serialNo, 13)}`, min: `31${pad(20_000_000 + serialNo * 13, 8)}`,
        createdAt: iso(BASE - (STV_ORDERS - n) * 20 * HOUR + HOUR),
      });
    }
  }
  return { rows, serials };
}

export async function seedSatelliteTv2(db: Kysely<Database>): Promise<void> {
  const rng = createRng(15_2026);
  await insert(db, 'stvTransporters', TRANSPORTERS.map(([name, nit], i) => ({ id: i + 1, name, nit })));
  await insert(db, 'stvDispatchWarehouses', STV_WAREHOUSES.map(([code, name, city, street], i) => ({ id: i + 1, code, name, city, address: street, phone: PHONES[i] })));
  await insert(db, 'stvShipments', Array.from({ length: STV_SHIPMENTS }, (_, i) => {
    const city = rng.pick(CITIES);
    return { envio: FIRST_SHIPMENT + i, documentoFinalTransporte: `GT-${pad(9_100_000 + i * 17, 8)}`, destino: `${city} - Técnico ${rng.pick(FIRST)} ${rng.pick(LAST)}`, direccion: address(rng) };
  }));
  const remission = remissions(rng);
  await insert(db, 'stvRemissions', remission.headers);
  await insert(db, 'stvRemissionLines', remission.lines);
  const store = stores(rng);
  await insert(db, 'stvStores', store.rows);
  await insert(db, 'stvStoreLocations', store.locations);
  await insert(db, 'stvGeoreferencing', georeferencing(rng));
  const order = orders(rng);
  await insert(db, 'stvOrders', order.rows);
  await insert(db, 'stvOrderSerials', order.serials);
  await resetIdentities(db, ['stv_transporters', 'stv_dispatch_warehouses', 'stv_remissions', 'stv_remission_lines', 'stv_stores',
    'stv_store_locations', 'stv_georeferencing', 'stv_order_serials']);
}
