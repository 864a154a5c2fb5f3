// Server messages in English and Spanish. The language comes from the request's Accept-Language header:
// a preferred language starting with "es" gives Spanish, anything else English.
import type { Request } from 'express';
import { POINT_OF_SALE_MESSAGES } from '../lines/repairOrders/pointOfSale/messages';
import { REPAIR_ORDERS_MESSAGES } from '../lines/repairOrders/messages';
import { REPAIR_BACK_OFFICE_MESSAGES } from '../lines/repairBackOffice/messages';
import { ACTION_MESSAGES } from '../lines/admin/actionMessages';
import { TWO_FACTOR_MESSAGES } from './api/twoFactorMessages';
import { MAIL_MESSAGES } from './mail/messages';
import { BULK_MESSAGES } from './bulk/messages';
import { LIST_VIEW_MESSAGES } from './api/listViewMessages';
import { SATELLITE_TV_MESSAGES } from '../lines/satelliteTv/messages';
import { SIM_MESSAGES } from '../lines/sim/messages';
import { UPLOADS_MESSAGES } from '../lines/uploads/messages';
import { REPORTS_MESSAGES } from '../lines/reports/messages';
import { CATALOGUE_MESSAGES } from '../lines/catalogue/messages';
import { RESOURCE_DESIGNER_MESSAGES } from '../lines/resourceDesigner/messages';
import { POLICY_MESSAGES } from './policyMessages';

import type { Lang } from '../core/serverMessages';

export type { Lang };
export type Params = Record<string, string | number | Msg>;

export const MESSAGES = {
  ...POINT_OF_SALE_MESSAGES,
  ...REPAIR_ORDERS_MESSAGES,
  ...REPAIR_BACK_OFFICE_MESSAGES,
  ...ACTION_MESSAGES,
  ...TWO_FACTOR_MESSAGES,
  ...MAIL_MESSAGES,
  ...BULK_MESSAGES,
  ...LIST_VIEW_MESSAGES,
  ...SATELLITE_TV_MESSAGES,
  ...SIM_MESSAGES,
  ...UPLOADS_MESSAGES,
  ...REPORTS_MESSAGES,
  ...CATALOGUE_MESSAGES,
  ...RESOURCE_DESIGNER_MESSAGES,
  ...POLICY_MESSAGES,
  'success.saved': { en: 'Successful process.', es: 'Successful process.' },
  'success.logout': { en: 'Session closed.', es: 'Sesión cerrada.' },
  'error.malformedJson': { en: 'Malformed JSON body.', es: 'El cuerpo JSON está mal formado.' },
  'error.bodyTooLarge': {
    en: 'The request body is too large (limit {limit}).',
    es: 'El cuerpo de la solicitud es demasiado grande (límite {limit}).',
  },
  'error.unsupportedEncoding': { en: 'Unsupported request encoding.', es: 'Codificación de la solicitud no soportada.' },
  'error.bodyNotObject': {
    en: 'The request body must be a JSON object.',
    es: 'El cuerpo de la solicitud debe ser un objeto JSON.',
  },
  'error.notFound': { en: 'Not found: {method} {path}.', es: 'No encontrado: {method} {path}.' },
  'error.recordNotFound': { en: '{entity} {id} does not exist.', es: '{entity} {id} no existe.' },
  'error.databaseBusy': {
    en: 'The database took too long to answer and the request was cut. Please try again.',
    es: 'La base de datos tardó demasiado en responder y la solicitud se canceló. Intente de nuevo.',
  },
  'error.internal': {
    en: 'Unexpected server error. Please try again.',
    es: 'Error inesperado del servidor. Intente de nuevo.',
  },
  'error.duplicateId': { en: 'A record with id {id} already exists.', es: 'Ya existe un registro con id {id}.' },
  'auth.missingToken': {
    en: 'Authentication required: send the header Authorization: Bearer <token>.',
    es: 'Se requiere autenticación: envíe el encabezado Authorization: Bearer <token>.',
  },
  'auth.invalidToken': {
    en: 'Your session has expired or is not valid. Please sign in again.',
    es: 'Su sesión expiró o no es válida. Inicie sesión de nuevo.',
  },
  'auth.badCredentials': { en: 'Incorrect user or password.', es: 'Usuario o contraseña incorrectos.' },
  'auth.inactiveUser': {
    en: 'The user {login} is inactive. Contact your system administrator.',
    es: 'El usuario {login} está inactivo. Contacte al administrador del sistema.',
  },
  'auth.tooManyAttempts': {
    en: 'Too many failed sign-in attempts for {login}. Wait {minutes} minute(s), until {until}, and try again.',
    es: 'Demasiados intentos fallidos de inicio de sesión para {login}. Espere {minutes} minuto(s), hasta las {until}, e intente de nuevo.',
  },
  'auth.tooManyFromClient': {
    en: 'Too many failed sign-in attempts from this device. Wait {minutes} minute(s) and try again.',
    es: 'Demasiados intentos fallidos de inicio de sesión desde este equipo. Espere {minutes} minuto(s) e intente de nuevo.',
  },
  'auth.forbidden': {
    en: 'You do not have the permission {flag} ({flagName}) on {path}.',
    es: 'No tiene el permiso {flag} ({flagName}) sobre {path}.',
  },
  'auth.otherUser': {
    en: 'You can only read the menu of your own user.',
    es: 'Solo puede consultar el menú de su propio usuario.',
  },
  'flag.l': { en: 'list', es: 'listar' },
  'flag.v': { en: 'view', es: 'ver' },
  'flag.w': { en: 'create and edit', es: 'crear y editar' },
  'flag.r': { en: 'export/report', es: 'exportar/reportar' },
  'flag.d': { en: 'delete', es: 'eliminar' },
  'validation.failed': { en: 'Invalid data: {details}', es: 'Datos no válidos: {details}' },
  'validation.joined': { en: '{first} {second}', es: '{first} {second}' },
  'validation.required': { en: 'The field {field} is required.', es: 'El campo {field} es obligatorio.' },
  'validation.string': { en: 'The field {field} must be text.', es: 'El campo {field} debe ser texto.' },
  'validation.boolean': { en: 'The field {field} must be true or false.', es: 'El campo {field} debe ser verdadero o falso.' },
  'validation.integer': { en: 'The field {field} must be an integer.', es: 'El campo {field} debe ser un número entero.' },
  'validation.array': { en: 'The field {field} must be a list.', es: 'El campo {field} debe ser una lista.' },
  'validation.min': {
    en: 'The field {field} must be at least {min}.',
    es: 'El campo {field} debe ser mayor o igual a {min}.',
  },
  'validation.max': {
    en: 'The field {field} must be at most {max}.',
    es: 'El campo {field} debe ser menor o igual a {max}.',
  },
  'validation.maxLength': {
    en: 'The field {field} must have at most {max} characters.',
    es: 'El campo {field} debe tener como máximo {max} caracteres.',
  },
  'validation.enum': {
    en: 'The field {field} must be one of: {values}.',
    es: 'El campo {field} debe ser uno de: {values}.',
  },
  'validation.url': {
    en: 'The field {field} must be a complete http(s) address, e.g. https://api.example.com/.',
    es: 'El campo {field} debe ser una dirección http(s) completa, p. ej. https://api.ejemplo.com/.',
  },
  'validation.queryJson': {
    en: 'The query parameter {field} must be valid JSON.',
    es: 'El parámetro {field} debe ser JSON válido.',
  },
  'validation.unknownField': {
    en: 'The field {field} is not part of this resource.',
    es: 'El campo {field} no forma parte de este recurso.',
  },
  'validation.unknownParam': {
    en: 'The query parameter {field} is not accepted here.',
    es: 'El parámetro {field} no se acepta aquí.',
  },
  'validation.recordId': {
    en: 'The field {field} must be a positive integer or a short text (letters, digits, - and _; at most 64).',
    es: 'El campo {field} debe ser un entero positivo o un texto corto (letras, dígitos, - y _; máximo 64).',
  },
  'database.entity': { en: 'The database', es: 'La base de datos' },
  'validation.object': { en: 'The field {field} must be an object.', es: 'El campo {field} debe ser un objeto.' },
  'validation.invalid': { en: 'The field {field} is not valid.', es: 'El campo {field} no es válido.' },
  'validation.minLength': {
    en: 'The field {field} must have at least {min} characters.',
    es: 'El campo {field} debe tener al menos {min} caracteres.',
  },
  'validation.maxItems': {
    en: 'The field {field} must have at most {max} item(s).',
    es: 'El campo {field} debe tener como máximo {max} elemento(s).',
  },
  'validation.pattern': { en: 'The field {field} does not have the expected format ({format}).', es: 'El campo {field} no tiene el formato esperado ({format}).' },
  'validation.nulCharacter': {
    en: 'The field {field} contains a NUL character (\\u0000), which text cannot hold. Remove it and try again.',
    es: 'El campo {field} contiene un carácter NUL (\\u0000), que un texto no puede contener. Quítelo e intente de nuevo.',
  },
  'validation.loneSurrogate': {
    en: 'The field {field} contains an incomplete character (an unpaired UTF-16 surrogate, {code}). Remove it or type the character again.',
    es: 'El campo {field} contiene un carácter incompleto (un sustituto UTF-16 sin pareja, {code}). Quítelo o escriba el carácter de nuevo.',
  },
  'rest.duplicateValue': {
    en: 'Another record already has {field} "{value}".',
    es: 'Otro registro ya tiene {field} "{value}".',
  },
  'password.changed': { en: 'Password changed successfully', es: 'Contraseña cambiada con éxito' },
  'password.otherUser': {
    en: 'You can only change the password of your own user.',
    es: 'Solo puede cambiar la contraseña de su propio usuario.',
  },
  'password.wrongCurrent': { en: 'The current password is not correct.', es: 'La contraseña actual no es correcta.' },
  'password.sameAsCurrent': {
    en: 'The new password must be different from the current one.',
    es: 'La nueva contraseña debe ser diferente de la actual.',
  },
  'password.tooManyAttempts': {
    en: 'Too many wrong current passwords. Wait {minutes} minute(s) and try again.',
    es: 'Demasiados intentos con la contraseña actual incorrecta. Espere {minutes} minuto(s) e intente de nuevo.',
  },
  'password.rule.length': { en: 'at least {min} characters', es: 'al menos {min} caracteres' },
  'password.rule.upper': { en: 'an uppercase letter', es: 'una letra mayúscula' },
  'password.rule.lower': { en: 'a lowercase letter', es: 'una letra minúscula' },
  'password.rule.digit': { en: 'a digit', es: 'un número' },
  'password.rule.special': { en: 'one of the special characters {chars}', es: 'uno de los caracteres especiales {chars}' },
  'list.comma': { en: '{first}, {second}', es: '{first}, {second}' },
  'list.and': { en: '{first} and {last}', es: '{first} y {last}' },
  'menu.entity': { en: 'The menu entry', es: 'La opción de menú' },
  'menu.noAccess': {
    en: 'None of your roles gives access to the menu entry {name}.',
    es: 'Ninguno de sus roles tiene acceso a la opción de menú {name}.',
  },
  'notification.entity': { en: 'The notification', es: 'La notificación' },
  'notification.otherUser': {
    en: 'You can only read your own notifications.',
    es: 'Solo puede consultar sus propias notificaciones.',
  },
  'notification.notOwn': {
    en: 'The notification {id} belongs to another user.',
    es: 'La notificación {id} pertenece a otro usuario.',
  },
  'repairOrder.noResult': { en: 'No result found', es: 'No se encontro resultado' },
  'repairOrder.entity': { en: 'The repair order', es: 'La orden de reparación' },
  'integrationMessage.entity': { en: 'The integration message', es: 'El mensaje de integración' },
  'orderSerial.entity': { en: 'The order serial', es: 'El serial del pedido' },
  'repairOrder.guideRequired': { en: 'No guide number has been entered', es: 'No se a ingresado el número de guía' },
  'repairOrder.techRequired': {
    en: 'The order (state {state}) has no technician assigned: assign one before generating the guide.',
    es: 'La orden (estado {state}) no tiene técnico asignado: asígnelo antes de generar la guía.',
  },
  'repairOrder.fileRequired': { en: 'A file must be uploaded', es: 'Se necesita que suba un archivo' },
  'repairOrder.proofRequired': { en: 'A proof-of-delivery file is required.', es: 'Se requiere el archivo de comprobante de entrega.' },
  'repairOrder.quoteRequired': { en: 'A quote price greater than 0 is required.', es: 'Se requiere un valor de cotización mayor que 0.' },
  'repairOrder.warrantyDatePast': {
    en: 'The warranty-loss date {date} cannot be before today.',
    es: 'La fecha de pérdida de garantía {date} no puede ser anterior a hoy.',
  },
  'repairOrder.newImeiInvalid': {
    en: 'Final state {finalState} needs a new IMEI matching the configured pattern.',
    es: 'El estado final {finalState} requiere un IMEI nuevo que cumpla el patrón configurado.',
  },
  'repairOrder.doaNotAcceptable': {
    en: 'DOA can be accepted only for final states 4 or 5 (chosen: {finalState}).',
    es: 'El DOA solo se puede aceptar con estado final 4 o 5 (elegido: {finalState}).',
  },
  'repairOrder.diagnosticLeadsElsewhere': {
    en: 'The order (state {state}): this diagnostic leads to state {next}.',
    es: 'La orden (estado {state}): este diagnóstico lleva al estado {next}.',
  },
  'repairOrder.notPreviousState': {
    en: 'The order (state {state}) cannot return to state {target}: its previous state is {previous}.',
    es: 'La orden (estado {state}) no puede regresar al estado {target}: su estado anterior es {previous}.',
  },
  'repairOrder.reportEmpty': { en: 'No orders match the report parameters.', es: 'Ninguna orden coincide con los parámetros del reporte.' },
  'repairOrder.reportDate': {
    en: 'Give the start and end dates (YYYY-MM-DD), the end not before the start.',
    es: 'Indique la fecha inicial y la final (AAAA-MM-DD), la final no anterior a la inicial.',
  },
  'transition.unknownEvent': {
    en: 'The action "{event}" does not exist here (available: {events}).',
    es: 'La acción "{event}" no existe aquí (disponibles: {events}).',
  },
  'transition.notAllowed': {
    en: 'The action "{event}" is not allowed in state {state} (only from: {allowed}).',
    es: 'La acción "{event}" no se permite en el estado {state} (solo desde: {allowed}).',
  },
  'notification.disabled': { en: 'Notification disabled.', es: 'Notificación desactivada.' },
  'notification.started': { en: 'Processing started.', es: 'Procesamiento iniciado.' },
  'notification.pending': {
    en: 'File {code} is queued for processing.',
    es: 'El archivo {code} está en cola de procesamiento.',
  },
  'notification.complete': {
    en: 'File {code} was processed without issues.',
    es: 'El archivo {code} se procesó sin novedades.',
  },
  // background uploads (mock-server/lines/uploads/notify.ts); {en}/{es}: a reason already in both languages
  'upload.notification.pending': { en: 'File {file} is queued for processing.', es: 'El archivo {file} está en cola de procesamiento.' },
  'upload.notification.processing': { en: 'File {file} is being processed.', es: 'El archivo {file} se está procesando.' },
  'upload.notification.complete': { en: 'File {file}: {count} rows written.', es: 'Archivo {file}: {count} filas escritas.' },
  'upload.notification.error': { en: 'File {file} was not applied: {en}', es: 'El archivo {file} no se aplicó: {es}' },
  // the seeded notifications (mock-server/seed/notifications.ts)
  'notification.seed.ordersLoaded': {
    en: 'Order upload: {count} rows processed without issues.',
    es: 'Cargue de pedidos: {count} registros procesados sin novedades.',
  },
  'notification.seed.duplicateSerial': {
    en: 'Inventory adjustment: row {row} has a duplicate serial ({serial}). The file was not applied.',
    es: 'Ajuste de inventario: la fila {row} tiene un serial duplicado ({serial}). El archivo no se aplicó.',
  },
  'notification.seed.simProcessing': { en: 'SIM validation: processing {count} serials.', es: 'Validación de SIM: procesando {count} seriales.' },
  'notification.seed.remissionsQueued': {
    en: 'Bogotá remissions: file queued for processing.',
    es: 'Remisiones Bogotá: archivo en cola de procesamiento.',
  },
  'record.conflict': {
    en: '{name} changed this record on {at}. Reload it to see their changes.',
    es: '{name} modificó este registro el {at}. Recárguelo para ver sus cambios.',
  },
  'record.conflictUnknown': {
    en: 'This record changed after you loaded it (it is now at version {version}). Reload it to see the changes.',
    es: 'Este registro cambió después de que lo cargó (ahora está en la versión {version}). Recárguelo para ver los cambios.',
  },
  'database.duplicateAlias': {
    en: 'A database with the alias "{alias}" already exists (id {id}).',
    es: 'Ya existe una base de datos con el alias "{alias}" (id {id}).',
  },
  'database.duplicateName': {
    en: 'A database named "{name}" already exists (id {id}).',
    es: 'Ya existe una base de datos llamada "{name}" (id {id}).',
  },
  'validation.email': {
    en: 'The field {field} must be a valid e-mail address, e.g. ana@example.com.',
    es: 'El campo {field} debe ser un correo electrónico válido, p. ej. ana@ejemplo.com.',
  },
  'validation.minItems': {
    en: 'The field {field} must have at least {min} item(s).',
    es: 'El campo {field} debe tener al menos {min} elemento(s).',
  },
  'role.entity': { en: 'The role', es: 'El rol' },
  'role.duplicateName': {
    en: 'The database {database} already has a role named "{name}" (id {id}).',
    es: 'La base de datos {database} ya tiene un rol llamado "{name}" (id {id}).',
  },
  'user.entity': { en: 'The user', es: 'El usuario' },
  'user.duplicateLogin': {
    en: 'The login "{login}" is already used by {name}.',
    es: 'El login "{login}" ya lo usa {name}.',
  },
  'user.duplicateEmail': {
    en: 'The e-mail "{email}" is already used by {name}.',
    es: 'El correo "{email}" ya lo usa {name}.',
  },
  'user.weakPassword': { en: 'The password must have {missing}.', es: 'La contraseña debe tener {missing}.' },
  'user.passwordMismatch': { en: 'Passwords do not match', es: 'Las contraseñas no coinciden' },
  'user.noDatabase': {
    en: 'The user must be linked to at least one database (databases or dataBaseId).',
    es: 'El usuario debe estar vinculado al menos a una base de datos (databases o dataBaseId).',
  },
  'user.unknownRole': { en: 'The role {id} does not exist.', es: 'El rol {id} no existe.' },
  'user.roleOutside': {
    en: 'The role {name} (id {id}) belongs to {database}, which is not one of the user\'s databases.',
    es: 'El rol {name} (id {id}) pertenece a {database}, que no es una de las bases de datos del usuario.',
  },
  'menu.badRoot': {
    en: 'The field root must be 0 or a top-level menu entry of the same database; {root} is not.',
    es: 'El campo root debe ser 0 o una opción de menú de primer nivel de la misma base de datos; {root} no lo es.',
  },
  'menu.selfRoot': { en: 'A menu entry cannot be its own root.', es: 'Una opción de menú no puede ser su propia raíz.' },
  'menu.otherDatabase': {
    en: 'The menu entry {id} does not belong to the database {database}.',
    es: 'La opción de menú {id} no pertenece a la base de datos {database}.',
  },
  'access.noFlag': {
    en: 'Tick at least one permission: L, V, W, R or D.',
    es: 'Marque al menos un permiso: L, V, W, R o D.',
  },
  'access.roleOtherDatabase': {
    en: 'The role {role} belongs to {roleDatabase}, not to {menuDatabase}, the database of the menu entry {menu}.',
    es: 'El rol {role} pertenece a {roleDatabase}, no a {menuDatabase}, la base de datos de la opción de menú {menu}.',
  },
  'file.entity': { en: 'The file', es: 'El archivo' },
  'upload.success': { en: 'File upload successful.', es: 'File upload successful.' },
  'upload.removed': { en: 'remove file successfully.', es: 'remove file successfully.' },
  'upload.notMultipart': {
    en: 'Send the files as multipart/form-data (fields file_0, file_1, ...).',
    es: 'Envíe los archivos como multipart/form-data (campos file_0, file_1, ...).',
  },
  'upload.noFile': { en: 'Choose at least one file to upload.', es: 'Elija al menos un archivo para cargar.' },
  'upload.tooLarge': {
    en: 'The file "{name}" is larger than {limit}; nothing was stored.',
    es: 'El archivo "{name}" supera {limit}; no se guardó nada.',
  },
  'upload.tooManyParts': {
    en: 'The upload has too many parts; nothing was stored.',
    es: 'La carga tiene demasiadas partes; no se guardó nada.',
  },
  'upload.tooManyFields': {
    en: 'The upload has too many fields; nothing was stored.',
    es: 'La carga tiene demasiados campos; no se guardó nada.',
  },
  'upload.fieldTooLong': {
    en: 'The upload field {field} is too long; nothing was stored.',
    es: 'El campo {field} de la carga es demasiado largo; no se guardó nada.',
  },
  'upload.tooMany': {
    en: 'At most {max} files can be uploaded at once; nothing was stored.',
    es: 'Se pueden cargar como máximo {max} archivos a la vez; no se guardó nada.',
  },
  'upload.badType': {
    en: 'The file "{name}" is not of an accepted type ({accepted}); nothing was stored.',
    es: 'El archivo "{name}" no es de un tipo aceptado ({accepted}); no se guardó nada.',
  },
  'upload.singleSlot': {
    en: 'The slot {tableName} holds a single file: upload one.',
    es: 'El espacio {tableName} admite un solo archivo: cargue uno.',
  },
  'upload.malformed': { en: 'The multipart body is malformed.', es: 'El cuerpo multipart está mal formado.' },
  'permission.entity': { en: 'The permission entry', es: 'La entrada de permisos' },
  'permission.notLinked': {
    en: 'Not linked to the database {database}: {users}.',
    es: 'No vinculados a la base de datos {database}: {users}.',
  },
} satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof MESSAGES;

/** Whether a stored text is one of the messages (e.g. a notification's message key). */
export const isMessageKey = (key: unknown): key is MessageKey => typeof key === 'string' && Object.hasOwn(MESSAGES, key);

/** A message not yet translated: key and parameters (a parameter may itself be a message). */
export interface Msg {
  key: MessageKey;
  params?: Params;
}

export function languageOf(req: Pick<Request, 'headers'>): Lang {
  const header = req.headers['accept-language'];
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag, ...attrs] = part.trim().split(';');
      const q = attrs.map((a) => a.trim()).find((a) => a.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, order };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return ranked[0]?.tag.startsWith('es') ? 'es' : 'en';
}

export function translate(lang: Lang, msg: Msg): string {
  const template: string = MESSAGES[msg.key][lang];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = msg.params?.[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? translate(lang, value) : String(value);
  });
}

/** Translates a message for the language of a request. */
export function t(req: Pick<Request, 'headers'>, key: MessageKey, params?: Params): string {
  return translate(languageOf(req), { key, params });
}
