// The repair back office's server messages (spec 04 §5, §8; the Spanish ones quoted exactly), spread into
// mock-server/messages.ts. A record that does not exist is 'error.recordNotFound' with one of the entities here.
import { defineServerMessages } from '../../core/serverMessages';

export const REPAIR_BACK_OFFICE_MESSAGES = defineServerMessages({
  'repairBackOffice.invalidOrderData': { en: 'Invalid data', es: 'Datos invalidos' },
  'repairBackOffice.invalidLoanData': { en: 'Incorrect data', es: 'Datos incorretos' },
  'repairBackOffice.storeCreated': { en: 'Store created successfully.', es: 'Tienda creada correctamente.' },
  'repairBackOffice.storeUpdated': { en: 'Store updated successfully.', es: 'Tienda Actualizada correctamente.' },
  'repairBackOffice.storeActivated': { en: 'Store activated successfully.', es: 'Tienda Activada correctamente.' },
  'repairBackOffice.storeInactivated': { en: 'Store deactivated successfully.', es: 'Tienda Inactivada correctamente.' },
  'repairBackOffice.loanCreated': { en: 'Device created successfully.', es: 'Equipo creada correctamente.' },
  'repairBackOffice.loanUpdated': { en: 'Device updated successfully.', es: 'Equipo Actualizada correctamente.' },
  'repairBackOffice.loanDeleted': { en: 'Device deleted successfully.', es: 'Equipo Eliminado correctamente.' },
  /** UserManagement/Save's link (User/SaveUser's creation is userSaved) */
  'repairBackOffice.userCreated': { en: 'User created successfully', es: 'Usuario creado correctamente' },
  'repairBackOffice.userSaved': { en: 'User created', es: 'Usuario creado exitosamente' },
  'repairBackOffice.userUpdated': { en: 'User updated successfully', es: 'Usuario actualizado correctamente' },
  'repairBackOffice.userDeleted': { en: 'User deleted successfully', es: 'Usuario eliminado correctamente' },
  'repairBackOffice.userDisabled': { en: 'User disabled successfully', es: 'Usuario deshabilitado correctamente' },
  'repairBackOffice.storeAlreadyOpen': { en: 'The store "{name}" is already open.', es: 'La tienda "{name}" ya está abierta.' },
  'repairBackOffice.storeAlreadyClosed': { en: 'The store "{name}" is already closed.', es: 'La tienda "{name}" ya está cerrada.' },
  'repairBackOffice.store': { en: 'The store', es: 'La tienda' },
  'repairBackOffice.loan': { en: 'The loan phone', es: 'El equipo de préstamo' },
  'repairBackOffice.department': { en: 'The department', es: 'El departamento' },
  'repairBackOffice.city': { en: 'The city', es: 'La ciudad' },
  'repairBackOffice.model': { en: 'The model', es: 'El modelo' },
  'repairBackOffice.user': { en: 'The user', es: 'El usuario' },
  'repairBackOffice.link': { en: 'The user link', es: 'El vínculo del usuario' },
  'repairBackOffice.lentTo': {
    en: 'The loan phone {imei} is lent to the open order {order}.',
    es: 'El equipo de préstamo {imei} está prestado a la orden abierta {order}.',
  },
  'repairBackOffice.notAvailable': { en: 'The loan phone {imei} is not available.', es: 'El equipo de préstamo {imei} no está disponible.' },
  'repairBackOffice.orderHasLoan': {
    en: 'The order {order} already holds the loan phone {imei}.',
    es: 'La orden {order} ya tiene el equipo de préstamo {imei}.',
  },
  'repairBackOffice.notLineTypeTwo': {
    en: 'The order {order} is not of line type 2: it gets no loan phone.',
    es: 'La orden {order} no es de tipo de línea 2: no lleva equipo de préstamo.',
  },
  'repairBackOffice.orderClosed': {
    en: 'The order {order} is closed (state {state}): it cannot be changed.',
    es: 'La orden {order} está cerrada (estado {state}): no se puede modificar.',
  },
  'repairBackOffice.duplicateImei': { en: "The IMEI {imei} is already the loan phone {id}'s.", es: 'El IMEI {imei} ya es del equipo de préstamo {id}.' },
  'repairBackOffice.modelOutside': { en: 'The model {model} is not a {brand} model.', es: 'El modelo {model} no es de la marca {brand}.' },
  'repairBackOffice.diagnosticOfAnotherOrder': {
    en: "The diagnostic's orderId must be idOrder ({order}).",
    es: 'El orderId del diagnóstico debe ser idOrder ({order}).',
  },
  'repairBackOffice.userLinked': { en: 'The user {id} already works in a store.', es: 'El usuario {id} ya está vinculado a una tienda.' },
  'repairBackOffice.tooManyIds': { en: 'At most {max} ids.', es: 'Como máximo {max} ids.' },
});
