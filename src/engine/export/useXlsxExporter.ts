import { useGetResourceLabel, useNotify, useStore, useTranslate, type Exporter, type FetchRelatedRecords, type RaRecord } from 'react-admin';
import type { ResourceDef } from '../types';
import { exportedFields, exportTable, type RelatedRecords } from './exportTable';
import { saveBlob } from './saveBlob';
import { buildWorkbook, workbookBytes } from '../../../contracts/workbook';

/** Hands the file to the browser as a download. */
export const downloadFile = (bytes: ArrayBuffer, fileName: string) =>
  saveBlob(new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), fileName);

/** The referenced records the exported reference columns name (one getMany per referenced resource). */
const relatedOf = async (def: ResourceDef, records: RaRecord[], fetchRelated: FetchRelatedRecords): Promise<RelatedRecords> => {
  const related: RelatedRecords = {};
  for (const field of exportedFields(def)) {
    if (!field.reference || (field.kind !== 'reference' && field.kind !== 'referenceArray')) continue;
    const byId = await fetchRelated(records, field.source, field.reference.resource);
    related[field.reference.resource] = { ...related[field.reference.resource], ...(byId as RelatedRecords[string]) };
  }
  return related;
};

const today = () => new Date().toISOString().slice(0, 10);

/**
 * react-admin's exporter for a resource's list, writing a real .xlsx: the rows it is given (the export button
 * fetches every filtered row, all pages), the columns the table shows with their translated headers, values as
 * the list reads them. SheetJS is loaded only now, when someone exports.
 */
export const useXlsxExporter = (def: ResourceDef): Exporter => {
  const translate = useTranslate();
  const notify = useNotify();
  const resourceLabel = useGetResourceLabel()(def.name, 2);
  // columns hidden with react-admin's column chooser, if the table offers one
  const [hidden] = useStore<string[]>(`${def.name}.datatable`, []);
  return async (records, fetchRelated) => {
    try {
      const [xlsx, related] = await Promise.all([import('xlsx'), relatedOf(def, records, fetchRelated)]);
      const table = exportTable(def, records, translate, related, hidden);
      const title = translate(def.titles?.list ?? resourceLabel, { _: resourceLabel });
      downloadFile(workbookBytes(xlsx, buildWorkbook(xlsx, title, table)), `${title} ${today()}.xlsx`);
    } catch (error) {
      notify('app.engine.export.failed', { type: 'error', messageArgs: { error: (error as Error).message } });
    }
  };
};
