/** A store being typed: name, address, department and city, all required on create and on edit (spec 04 §2.5). */
export type StoreDraft = { name: string; address: string; idDepartment: number | ''; idCity: number | '' };

/** What is still empty. */
export const missingStoreFields = (d: StoreDraft): Array<keyof StoreDraft> =>
  (['name', 'address', 'idDepartment', 'idCity'] as const).filter((k) => String(d[k]).trim() === '');
