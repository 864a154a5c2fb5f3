/** The printout's labels in Spanish and English (the printed document is built outside React, so not i18n keys). */
import type { PrintLang } from './serviceTerms';

const es = {
  title: { arrival: 'Orden de llegada', exit: 'Orden de salida' },
  fileName: { arrival: 'orden-llegada', exit: 'orden-salida' },
  date: 'Fecha', created: 'Fecha de creación', workshop: 'Taller', point: 'Punto de venta', state: 'Estado', technician: 'Técnico',
  client: 'Datos del cliente', name: 'Nombre', document: 'Documento', address: 'Dirección', email: 'Correo',
  mobile: 'Celular', housePhone: 'Teléfono fijo', contactPhone: 'Teléfono alterno',
  device: 'Datos del equipo', brand: 'Marca', model: 'Modelo', imei: 'IMEI', min: 'MIN', purchaseDate: 'Fecha de compra',
  warranty: 'Garantía', doa: 'DOA', reentry: 'Reingreso', exhibition: 'Exhibición', loanDevice: 'Equipo de préstamo',
  noLoan: 'Sin Prestamo', fault: 'Falla', fault2: 'Falla 2', observations: 'Observaciones',
  accessories: 'Accesorios',
  accessory: { charger: 'Cargador', dataCable: 'Cable de datos', handsFree: 'Manos libres', originalBox: 'Caja original', simHolder: 'Porta SIM' },
  diagnosis: 'Diagnóstico técnico', noDiagnosis: 'Sin diagnóstico registrado.', finalState: 'Estado final', newImei: 'IMEI nuevo',
  doaVerdict: 'DOA', verdict: { accepted: 'Aceptado', rejected: 'Rechazado' } as Record<string, string>, quote: 'Valor cotización',
  warrantyLoss: 'Fecha de pérdida de garantía', comments: 'Comentarios',
  quality: 'Control de calidad', noQuality: 'Sin control de calidad registrado.', passed: 'Aprobado', failed: 'No aprobado',
  check: {
    conectivitiTest: 'Conectividad', Keyboard: 'Teclado', mic: 'Micrófono', chargerTest: 'Carga', principalDisplay: 'Pantalla principal',
    radio: 'Radio', vibration: 'Vibración', camera: 'Cámara', headphone: 'Auricular',
  } as Record<string, string>,
  yes: 'Sí', no: 'No',
  signClient: 'Firma del cliente', signStaff: { arrival: 'Firma y sello del punto de venta', exit: 'Firma y sello del taller' },
  page: (page: number, total: number) => `Página ${page} de ${total}`,
};

export type PrintLabels = typeof es;

const en: PrintLabels = {
  title: { arrival: 'Arrival order', exit: 'Exit order' },
  fileName: { arrival: 'arrival-order', exit: 'exit-order' },
  date: 'Date', created: 'Created', workshop: 'Workshop', point: 'Point of sale', state: 'State', technician: 'Technician',
  client: 'Client', name: 'Name', document: 'Document', address: 'Address', email: 'E-mail',
  mobile: 'Mobile phone', housePhone: 'Home phone', contactPhone: 'Alternate phone',
  device: 'Device', brand: 'Brand', model: 'Model', imei: 'IMEI', min: 'MIN', purchaseDate: 'Purchase date',
  warranty: 'Warranty', doa: 'DOA', reentry: 'Re-entry', exhibition: 'Exhibition', loanDevice: 'Loan device',
  noLoan: 'Sin Prestamo', fault: 'Fault', fault2: 'Fault 2', observations: 'Observations',
  accessories: 'Accessories',
  accessory: { charger: 'Charger', dataCable: 'Data cable', handsFree: 'Hands-free', originalBox: 'Original box', simHolder: 'SIM holder' },
  diagnosis: 'Technical diagnosis', noDiagnosis: 'No diagnosis recorded.', finalState: 'Final state', newImei: 'New IMEI',
  doaVerdict: 'DOA', verdict: { accepted: 'Accepted', rejected: 'Rejected' }, quote: 'Quote',
  warrantyLoss: 'Warranty-loss date', comments: 'Comments',
  quality: 'Quality control', noQuality: 'No quality control recorded.', passed: 'Passed', failed: 'Failed',
  check: {
    conectivitiTest: 'Connectivity', Keyboard: 'Keyboard', mic: 'Microphone', chargerTest: 'Charging', principalDisplay: 'Main display',
    radio: 'Radio', vibration: 'Vibration', camera: 'Camera', headphone: 'Earpiece',
  },
  yes: 'Yes', no: 'No',
  signClient: "Client's signature", signStaff: { arrival: 'Signature and stamp of the point of sale', exit: 'Signature and stamp of the workshop' },
  page: (page, total) => `Page ${page} of ${total}`,
};

export const printLabels = (lang: PrintLang): PrintLabels => (lang === 'en' ? en : es);
