// Seed: the warehouses served by the generic REST router (/api/rest/warehouses).
import type { RestRow } from '../../core/types';
import type { Rng } from '../../core/random';

/** [city, code prefix, phone area code, how many warehouses] */
export const CITIES: ReadonlyArray<[string, string, string, number]> = [
  ['Bogotá', 'BOG', '601', 5],
  ['Medellín', 'MED', '604', 4],
  ['Cali', 'CAL', '602', 3],
  ['Barranquilla', 'BAQ', '605', 3],
  ['Cartagena', 'CTG', '605', 2],
  ['Bucaramanga', 'BGA', '607', 2],
  ['Pereira', 'PEI', '606', 1],
  ['Manizales', 'MZL', '606', 1],
  ['Cúcuta', 'CUC', '607', 1],
  ['Ibagué', 'IBE', '608', 1],
  ['Santa Marta', 'SMR', '605', 1],
  ['Villavicencio', 'VVC', '608', 1],
  ['Pasto', 'PSO', '602', 1],
  ['Neiva', 'NVA', '608', 1],
  ['Montería', 'MTR', '605', 1],
  ['Armenia', 'AXM', '606', 1],
  ['Tunja', 'TUN', '608', 1],
];

const QUALIFIERS = ['Central', 'Norte', 'Sur', 'Occidente', 'Zona Franca'];
const STREETS = ['Calle', 'Carrera', 'Avenida Calle', 'Avenida Carrera', 'Diagonal', 'Transversal'];
const DETAILS = ['', '', ', Bodega 4', ', Parque Industrial', ', Local 102', ', Zona Industrial'];

export function seedWarehouses(rng: Rng): RestRow[] {
  const rows: RestRow[] = [];
  for (const [city, prefix, area, count] of CITIES) {
    for (let n = 0; n < count; n++) {
      const id = rows.length + 1;
      rows.push({
        id,
        code: `${prefix}-${String(n + 1).padStart(3, '0')}`,
        name: `Bodega ${QUALIFIERS[n]} ${city}`,
        city,
        address: `${rng.pick(STREETS)} ${rng.int(1, 170)} # ${rng.int(2, 99)}-${rng.int(1, 99)}${rng.pick(DETAILS)}`,
        phone: `+57 ${area} ${rng.int(200, 899)} ${String(rng.int(0, 9999)).padStart(4, '0')}`,
        active: id % 9 !== 0,
      });
    }
  }
  return rows;
}
