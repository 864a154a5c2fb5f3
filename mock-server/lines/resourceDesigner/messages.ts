// The Resource Designer's server messages (issues 19 and 35), spread into mock-server/messages.ts.
import { defineServerMessages } from '../../core/serverMessages';

export const RESOURCE_DESIGNER_MESSAGES = defineServerMessages({
  // the rules of designed resources; a designed text (a label, a rule's message, a check's issue) arrives in both languages
  'designer.text': { en: '{en}', es: '{es}' },
  'designer.number': { en: 'The field {field} must be a number.', es: 'El campo {field} debe ser un número.' },
  'designer.date': { en: 'The field {field} must be a date (YYYY-MM-DD).', es: 'El campo {field} debe ser una fecha (AAAA-MM-DD).' },
  'designer.reference': {
    en: 'The field {field} refers to a record that does not exist ({id}).',
    es: 'El campo {field} se refiere a un registro que no existe ({id}).',
  },
  // the designer's calls
  'designer.notFound': { en: 'The resource design {id} does not exist.', es: 'El diseño de recurso {id} no existe.' },
  'designer.versionNotFound': { en: 'Version {number} does not exist.', es: 'La versión {number} no existe.' },
  'designer.nameTaken': { en: 'A resource named {name} already exists.', es: 'Ya existe un recurso llamado {name}.' },
  'designer.publishedKeepsName': {
    en: 'A published resource keeps its name (its records are stored under it).',
    es: 'Un recurso publicado conserva su nombre (sus registros se guardan con él).',
  },
  'designer.draftStale': {
    en: 'Someone saved this design after you opened it. Reload it and apply your changes again.',
    es: 'Alguien guardó este diseño después de que usted lo abrió. Recárguelo y aplique sus cambios de nuevo.',
  },
  'designer.published': { en: 'Resource published.', es: 'Recurso publicado.' },
  'designer.restored': { en: 'Version {number} restored.', es: 'Versión {number} restaurada.' },
  'designer.cannotPublish': { en: 'The resource cannot be published: {reason}', es: 'El recurso no se puede publicar: {reason}' },
  'designer.unreadable': {
    en: '{count} stored record(s) hold a value of {source} that is not a valid {kind}.',
    es: '{count} registro(s) guardado(s) tienen en {source} un valor que no es un {kind} válido.',
  },
  // design bundles
  'designer.bundleApplied': { en: '{count} resource(s) published from the bundle.', es: '{count} recurso(s) publicado(s) desde el paquete.' },
  'designer.bundleDesignRefused': {
    en: 'The resource {name} cannot be applied: {reason} Nothing was changed.',
    es: 'El recurso {name} no se puede aplicar: {reason} No se cambió nada.',
  },
  'designer.bundleNotPublished': { en: 'There is no published resource named {names}.', es: 'No hay un recurso publicado llamado {names}.' },
  'designer.bundleLacksDesign': { en: 'The bundle does not carry the design {names}.', es: 'El paquete no trae el diseño {names}.' },
  'designer.bundleMissingGroup': { en: 'The menu group "{nameEn}" does not exist here.', es: 'El grupo del menú "{name}" no existe aquí.' },
  'designer.bundleNotJson': {
    en: 'The file is not valid JSON: it is not a design bundle. Nothing was changed.',
    es: 'El archivo no es JSON válido: no es un paquete de diseños. No se cambió nada.',
  },
  'designer.bundleNotBundle': {
    en: 'The file is not a design bundle (format "back-office-designs" is missing). Nothing was changed.',
    es: 'El archivo no es un paquete de diseños (falta format: "back-office-designs"). No se cambió nada.',
  },
  'designer.bundleNewer': {
    en: 'The bundle has format version {version}, newer than this console reads ({reads}). Update the console first. Nothing was changed.',
    es: 'El paquete tiene la versión de formato {version}, más nueva que la que esta consola lee ({reads}). Actualice la consola primero. No se cambió nada.',
  },
  // said once, and the way forward (issue 47 item 6): the app also offers an administrator to import it unsigned
  'designer.bundleChecksum': {
    en: "The bundle's checksum does not match its content: it was changed by hand or damaged after it was exported. Nothing was changed. A design changed by hand is imported by making the change in the Resource Designer of a server and exporting it again from there.",
    es: 'La suma de verificación del paquete no coincide con su contenido: se cambió a mano o se dañó después de exportarlo. No se cambió nada. Un diseño cambiado a mano se importa haciendo el cambio en el diseñador de recursos de un servidor y exportándolo de nuevo desde allí.',
  },
  'designer.bundleDamaged': { en: 'The bundle is damaged ({where}: {why}). Nothing was changed.', es: 'El paquete está dañado ({where}: {why}). No se cambió nada.' },
  'designer.bundleProtoKey': {
    en: 'The bundle is damaged ({where}: the key "__proto__" is not allowed). Nothing was changed.',
    es: 'El paquete está dañado ({where}: la clave "__proto__" no está permitida). No se cambió nada.',
  },
  'designer.bundleTwice': { en: 'The bundle carries the design {name} twice. Nothing was changed.', es: 'El paquete trae el diseño {name} dos veces. No se cambió nada.' },
});
