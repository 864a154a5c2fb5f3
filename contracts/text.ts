/**
 * How texts are compared, the same in the app, the mock server and its SQL (the fold() function and the es_sort
 * collation of mock-server/core/db/migrations.ts): searches ignore case and accents; lists sort the Spanish way, with
 * accents and case ignored and numbers by value ("Sucursal 2" before "Sucursal 10").
 */

/** Lower-case text without accents: "Bogotá D.C." → "bogota d.c.". */
export const fold = (text: unknown): string =>
  String(text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** Compares texts the way a Spanish reader expects. */
export const compareText = (a: string, b: string): number => collator.compare(a, b);
