// The repair back office's fixed lists (issue 18): departments and their cities (the ids the seeded clients and
// stores use), and the brands and models a loan phone is chosen from. Kept minimal: the point of sale (issue 17)
// brings the full parametric tables; these ids are the ones the seed wrote before it.
export interface Option {
  value: number;
  text: string;
}

export const DEPARTMENTS: Option[] = [
  { value: 1, text: 'Cundinamarca' },
  { value: 2, text: 'Antioquia' },
  { value: 3, text: 'Valle del Cauca' },
  { value: 4, text: 'Atlántico' },
  { value: 5, text: 'Santander' },
];

/** Four cities per department: ids 1-4 in department 1, 5-8 in 2, and so on. */
const CITY_NAMES = [
  'Bogotá', 'Soacha', 'Chía', 'Zipaquirá',
  'Medellín', 'Envigado', 'Bello', 'Rionegro',
  'Cali', 'Palmira', 'Buenaventura', 'Tuluá',
  'Barranquilla', 'Soledad', 'Malambo', 'Puerto Colombia',
  'Bucaramanga', 'Floridablanca', 'Girón', 'Barrancabermeja',
];
export const CITIES: Array<Option & { department: number }> = CITY_NAMES.map((text, i) => ({ value: i + 1, text, department: Math.floor(i / 4) + 1 }));

/** Brands and their models (the models' ids are what a loan phone keeps as idBrand, spec 04 §3). */
export const BRAND_MODELS: Record<string, Option[]> = {
  Samsung: [{ value: 1, text: 'Galaxy A54' }, { value: 2, text: 'Galaxy S23' }, { value: 3, text: 'Galaxy A14' }],
  Apple: [{ value: 4, text: 'iPhone 13' }, { value: 5, text: 'iPhone 14' }],
  Xiaomi: [{ value: 6, text: 'Redmi Note 12' }, { value: 7, text: 'Redmi 12C' }],
  Motorola: [{ value: 8, text: 'Moto G84' }, { value: 9, text: 'Moto E13' }],
  Huawei: [{ value: 10, text: 'Nova 11' }],
};
export const BRANDS = Object.keys(BRAND_MODELS);
export const modelById = (id: number): (Option & { brand: string }) | undefined => {
  for (const brand of BRANDS) {
    const model = BRAND_MODELS[brand].find((m) => m.value === id);
    if (model) return { ...model, brand };
  }
  return undefined;
};
