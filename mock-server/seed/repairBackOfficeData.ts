// The repair back office's fixed list (issue 18): the brands and models a loan phone is chosen from. Departments and
// cities are the point of sale's parametric tables (migration 017).
export interface Option {
  value: number;
  text: string;
}

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
