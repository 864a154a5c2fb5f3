/**
 * The georeferencing file's table (spec 02 §2.9): the columns as the screen names them, each row's values as text
 * (codes keep their leading zeros), written by the engine's formula-safe workbook builder. Pure.
 */
import type { ExportTable } from '../../../../contracts/workbook';
import type { GeoreferencingRow } from '../remissionCalls';

export const GEOREFERENCING_COLUMNS = ['cod_movimiento', 'zone', 'neighborhood', 'codeNeighborhood', 'Manzana', 'CodBarFront'] as const;

export const georeferencingTable = (rows: readonly GeoreferencingRow[], headers: readonly string[]): ExportTable => ({
  headers: [...headers],
  rows: rows.map((row) => GEOREFERENCING_COLUMNS.map((column) => row[column])),
});
