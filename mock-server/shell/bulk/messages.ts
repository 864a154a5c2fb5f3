// The texts of bulk edit (issue 34 item 3, BulkEdit/*), in English and Spanish; listed in messages.ts.
import { defineServerMessages } from '../../core/serverMessages';

export const BULK_MESSAGES = defineServerMessages({
  'bulk.unknownResource': {
    en: 'There is no resource "{resource}" that can be edited in bulk.',
    es: 'No hay un recurso "{resource}" que se pueda editar en bloque.',
  },
  'bulk.noChanges': { en: 'Choose at least one field to change.', es: 'Elija al menos un campo para cambiar.' },
  'bulk.readOnly': {
    en: 'The field {field} cannot be changed in a bulk edit.',
    es: 'El campo {field} no se puede cambiar en una edición en bloque.',
  },
  'bulk.unique': {
    en: 'The field {field} must be different on every record: it cannot be set to one value on several records.',
    es: 'El campo {field} debe ser distinto en cada registro: no se puede poner un mismo valor en varios registros.',
  },
  'bulk.repeatedRow': { en: 'The record {id} is listed more than once.', es: 'El registro {id} está más de una vez en la lista.' },
  'bulk.batchNotFound': { en: 'The bulk edit {batchId} does not exist.', es: 'La edición en bloque {batchId} no existe.' },
  'bulk.batchOther': {
    en: 'The bulk edit {batchId} is of {resource} with other changes: a batch carries the same resource and changes as the first.',
    es: 'La edición en bloque {batchId} es de {resource} con otros cambios: cada lote lleva el mismo recurso y los mismos cambios que el primero.',
  },
  'bulk.batchNotYours': {
    en: 'The bulk edit {batchId} is {name}\'s: only its author adds rows to it.',
    es: 'La edición en bloque {batchId} es de {name}: solo su autor le agrega registros.',
  },
  'bulk.undoNotYours': {
    en: 'The bulk edit was made by {name}: only its author or an administrator can undo it.',
    es: 'La edición en bloque la hizo {name}: solo su autor o un administrador pueden deshacerla.',
  },
  'bulk.alreadyUndone': { en: 'This bulk edit was already undone on {at}.', es: 'Esta edición en bloque ya se deshizo el {at}.' },
  'bulk.changedSince': {
    en: 'The bulk edit cannot be undone: these records changed after it: {rows}. Nothing was changed.',
    es: 'La edición en bloque no se puede deshacer: estos registros cambiaron después de ella: {rows}. No se cambió nada.',
  },
  'bulk.undoRefused': {
    en: 'The bulk edit cannot be undone: the record {row} can no longer take its former values ({reason}). Nothing was changed.',
    es: 'La edición en bloque no se puede deshacer: el registro {row} ya no admite sus valores anteriores ({reason}). No se cambió nada.',
  },
  'bulk.applied': {
    en: 'Bulk edit applied: {applied} record(s) changed.',
    es: 'Edición en bloque aplicada: {applied} registro(s) modificado(s).',
  },
  'bulk.undone': {
    en: 'Bulk edit undone: {restored} record(s) put back as they were.',
    es: 'Edición en bloque deshecha: {restored} registro(s) quedaron como estaban.',
  },
});
