import type { LoanBody, LoanRow } from '../calls';

export interface LoanDraft {
  brand: string;
  idBrand: number | '';
  description: string;
  imei: string;
  available: boolean;
  idWorkShop: number | '';
}

export const loanDraftOf = (loan?: LoanRow): LoanDraft => ({
  brand: loan?.brand ?? '', idBrand: loan?.idBrand ?? '', description: loan?.description ?? '', imei: loan?.imei ?? '',
  available: loan ? loan.available === 1 : true, idWorkShop: loan?.idWorkShop ?? '',
});

/** Fields left empty; the IMEI is also wrong when it does not match the settings pattern ('Datos incorretos'). */
export function loanProblems(d: LoanDraft, imeiPattern: RegExp | undefined): { missing: Array<keyof LoanDraft>; badImei: boolean } {
  const missing = (['brand', 'idBrand', 'description', 'imei', 'idWorkShop'] as const).filter((k) => String(d[k]).trim() === '');
  const badImei = d.imei.trim() !== '' && imeiPattern !== undefined && !imeiPattern.test(d.imei.trim());
  return { missing, badImei };
}

export const loanBodyOf = (d: LoanDraft): LoanBody => ({
  brand: d.brand, idBrand: Number(d.idBrand), description: d.description.trim(), imei: d.imei.trim(), available: d.available ? 1 : 0,
  idWorkShop: Number(d.idWorkShop),
});
