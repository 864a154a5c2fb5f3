/**
 * The service terms printed with every arrival and exit order (spec 03 §1, §9), with their exact figures. The
 * customer-facing text is Spanish (the spec's printout); an English rendering is kept for an English-speaking user.
 */

/** The figures of spec 03 §9; the texts below are built from these, so a figure lives in one place. */
export const SERVICE_TERMS = {
  warrantyMonths: 12,
  quoteValidDays: 15,
  workshopWarrantyDays: 90,
  repairCapPercent: 75,
  reviewFee: 12_000,
  transportFee: 20_000,
  abandonmentDays: 45,
  storageFeePerDay: 2_500,
} as const;

export type PrintLang = 'es' | 'en';

/** Whole pesos grouped by thousands, $2.500 in Spanish and $2,500 in English (ICU's es does not group 4 digits). */
export const money = (value: number, lang: PrintLang) =>
  `$${String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'es' ? '.' : ',')}`;

/** The terms as numbered paragraphs, in full. */
export function serviceTerms(lang: PrintLang): { title: string; paragraphs: string[] } {
  const t = SERVICE_TERMS;
  if (lang === 'en') {
    return {
      title: 'Terms and conditions of the service',
      paragraphs: [
        `1. Warranty: the manufacturer's warranty is checked for devices within ${t.warrantyMonths} months of their purchase date, shown by the purchase invoice. Damage from bumps, liquids, misuse, tampering or repairs by third parties voids it.`,
        `2. Quote: the repair quote of a device out of warranty is valid for ${t.quoteValidDays} calendar days from its notice. After that it must be requested again.`,
        `3. Workshop warranty: a repair made by the workshop is guaranteed for ${t.workshopWarrantyDays} days from delivery, on the repaired fault and the parts replaced only.`,
        `4. Viability: a repair is not viable when its cost exceeds ${t.repairCapPercent}% of the device's commercial value; the device is then returned as it was received.`,
        `5. Review fee: reviewing a device out of warranty whose quote is not accepted costs ${money(t.reviewFee, lang)} plus VAT (IVA).`,
        `6. Transport: carrying the device between the point of sale and the workshop costs ${money(t.transportFee, lang)}.`,
        `7. Abandonment: a device not claimed within ${t.abandonmentDays} days after the customer is told it is ready is considered abandoned, under the law in force.`,
        `8. Storage: from then on a storage fee of ${money(t.storageFeePerDay, lang)} per day, VAT (IVA) included, is charged until the device is collected.`,
        '9. Personal data: by signing, the customer consents to the processing of their personal data for managing this service order, under the data-protection law in force (Ley 1581 de 2012), and may know, update and correct it. The operator is not responsible for the information stored on the device: back it up before handing it over.',
      ],
    };
  }
  return {
    title: 'Términos y condiciones del servicio',
    paragraphs: [
      `1. Garantía: la garantía del fabricante se verifica para equipos dentro de los ${t.warrantyMonths} meses siguientes a su fecha de compra, demostrada con la factura de compra. Los daños por golpes, humedad, mal uso, manipulación o reparaciones de terceros la anulan.`,
      `2. Cotización: la cotización de reparación de un equipo fuera de garantía tiene una validez de ${t.quoteValidDays} días calendario desde su notificación. Vencido ese plazo debe solicitarse de nuevo.`,
      `3. Garantía del taller: la reparación realizada por el taller tiene una garantía de ${t.workshopWarrantyDays} días desde la entrega, solo sobre la falla reparada y los repuestos cambiados.`,
      `4. Viabilidad: una reparación no es viable cuando su costo supera el ${t.repairCapPercent}% del valor comercial del equipo; en ese caso el equipo se devuelve en el estado en que fue recibido.`,
      `5. Revisión: la revisión de un equipo fuera de garantía cuya cotización no sea aceptada tiene un costo de ${money(t.reviewFee, lang)} más IVA.`,
      `6. Transporte: el traslado del equipo entre el punto de venta y el taller tiene un costo de ${money(t.transportFee, lang)}.`,
      `7. Abandono: el equipo que no sea reclamado dentro de los ${t.abandonmentDays} días siguientes a la notificación de que está listo se considera abandonado, conforme a la ley vigente.`,
      `8. Bodegaje: desde entonces se cobra un bodegaje de ${money(t.storageFeePerDay, lang)} por día, IVA incluido, hasta que el equipo sea retirado.`,
      '9. Datos personales: con su firma, el cliente autoriza el tratamiento de sus datos personales para la gestión de esta orden de servicio, conforme a la ley de protección de datos vigente (Ley 1581 de 2012), y puede conocerlos, actualizarlos y rectificarlos. El operador no se hace responsable de la información almacenada en el equipo: haga una copia de seguridad antes de entregarlo.',
    ],
  };
}
