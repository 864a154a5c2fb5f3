/** The report modals' parameters (spec 03 §2.1-§2.2, §5), pure so the rules are tested apart from the view. */

/** The guide report's choices (TransferGuide/GetByExcelReportByGuide?typeGuide=), saved as 'Reporte Guias.xlsx'. */
export const GUIDE_REPORT_TYPES = [
  { typeGuide: 1, label: 'Pendiente por recoger' },
  { typeGuide: 2, label: 'Pendiente guia de devolucion a tienda' },
  { typeGuide: 0, label: 'Todos' },
] as const;
export const GUIDE_REPORT_FILE = 'Reporte Guias.xlsx';
export const ORDER_REPORT_FILE = 'reporte.xlsx';

/** The order report's search types: Estado (a state or All), Fecha (start and end), Documento Cliente, Nro Orden. */
export const ORDER_REPORT_TYPES = ['state', 'date', 'clientDocument', 'orderNumber'] as const;
export type OrderReportType = (typeof ORDER_REPORT_TYPES)[number];
/** The value of "All" in the state list. */
export const ALL_STATES = 'all';

export interface OrderReportParams {
  type: OrderReportType;
  param1: string;
  param2: string;
}

export const initialOrderReport = (): OrderReportParams => ({ type: 'state', param1: '', param2: '' });

/** Changing the search type clears both parameters. */
export const withType = (_params: OrderReportParams, type: OrderReportType): OrderReportParams => ({ type, param1: '', param2: '' });

/** Generating is disabled while the first parameter is empty. */
export const canGenerate = (params: OrderReportParams): boolean => params.param1.trim() !== '';

/** The body the report call takes: type as its position (1-4), the parameters trimmed. */
export const orderReportBody = (params: OrderReportParams) => ({
  type: ORDER_REPORT_TYPES.indexOf(params.type) + 1,
  param1: params.param1.trim(),
  param2: params.param2.trim(),
});
