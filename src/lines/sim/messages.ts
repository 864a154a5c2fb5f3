import { defineMessages } from '../../shell/i18n/defineMessages';

/** The SIM tools' texts (spec 01 §2.2, §5, §8), under app.sim. The empty-field messages are quoted by the spec. */
export const simMessages = defineMessages({
  en: {
    app: {
      sim: {
        validationTitle: 'SIM validation',
        printTitle: 'SIM printing',
        order: 'Order',
        giftSerial: 'Gift SIM',
        serial: 'SIM',
        validate: 'Validate',
        print: 'Print',
        close: 'Close',
        hint: 'Scan or type each code and press Enter to go to the next field; Enter on the last one sends.',
        orderRequired: 'Debe ingresar la orden',
        giftRequired: 'Debe ingresar el serial de regalo',
        serialRequired: 'Debe ingresar el serial',
        noWarehouse: 'Your session has no warehouse (cod_bodega): sign in again.',
        notAllowed: 'Your permissions do not let you send codes from this screen.',
        card: {
          title: 'SIM delivery',
          name: 'Name',
          signature: 'Signature',
          idNumber: 'ID number',
          phone: 'Phone',
          date: 'Date',
          serial: 'SIM serial',
          giftSerial: 'Gift serial',
        },
      },
    },
  },
  es: {
    app: {
      sim: {
        validationTitle: 'Validación de SIM',
        printTitle: 'Impresión de SIM',
        order: 'Orden',
        giftSerial: 'SIM de regalo',
        serial: 'SIM',
        validate: 'Validar',
        print: 'Imprimir',
        close: 'Cerrar',
        hint: 'Escanee o escriba cada código y pulse Enter para pasar al siguiente campo; Enter en el último envía.',
        orderRequired: 'Debe ingresar la orden',
        giftRequired: 'Debe ingresar el serial de regalo',
        serialRequired: 'Debe ingresar el serial',
        noWarehouse: 'Su sesión no tiene bodega (cod_bodega): inicie sesión de nuevo.',
        notAllowed: 'Sus permisos no le permiten enviar códigos desde esta pantalla.',
        card: {
          title: 'Entrega de SIM',
          name: 'Nombre',
          signature: 'Firma',
          idNumber: 'Número de identificación',
          phone: 'Teléfono',
          date: 'Fecha',
          serial: 'Serial SIM',
          giftSerial: 'Serial de regalo',
        },
      },
    },
  },
});
