// The back office's server texts, { en, es } (spec 04 §5, §8; the Spanish ones quoted exactly), thrown as LineErrors.
import type { Text } from '../lineHttp';

export const TEXTS = {
  invalidOrderData: { en: 'Invalid data', es: 'Datos invalidos' },
  invalidLoanData: { en: 'Incorrect data', es: 'Datos incorretos' },
  noResult: { en: 'No result found', es: 'No se encontro resultado' },
  storeCreated: { en: 'Store created successfully.', es: 'Tienda creada correctamente.' },
  storeUpdated: { en: 'Store updated successfully.', es: 'Tienda Actualizada correctamente.' },
  storeActivated: { en: 'Store activated successfully.', es: 'Tienda Activada correctamente.' },
  storeInactivated: { en: 'Store deactivated successfully.', es: 'Tienda Inactivada correctamente.' },
  loanCreated: { en: 'Device created successfully.', es: 'Equipo creada correctamente.' },
  loanUpdated: { en: 'Device updated successfully.', es: 'Equipo Actualizada correctamente.' },
  loanDeleted: { en: 'Device deleted successfully.', es: 'Equipo Eliminado correctamente.' },
  userCreated: { en: 'User created successfully', es: 'Usuario creado correctamente' },
  /** User/SaveUser's creation (the link's is userCreated) */
  userSaved: { en: 'User created', es: 'Usuario creado exitosamente' },
  userUpdated: { en: 'User updated successfully', es: 'Usuario actualizado correctamente' },
  userDeleted: { en: 'User deleted successfully', es: 'Usuario eliminado correctamente' },
  userDisabled: { en: 'User disabled successfully', es: 'Usuario deshabilitado correctamente' },
} satisfies Record<string, Text>;

export const storeAlready = (name: string, open: boolean): Text => open
  ? { en: `The store "${name}" is already open.`, es: `La tienda "${name}" ya está abierta.` }
  : { en: `The store "${name}" is already closed.`, es: `La tienda "${name}" ya está cerrada.` };

export const notFound = (what: { en: string; es: string }, id: number): Text =>
  ({ en: `${what.en} ${id} does not exist.`, es: `${what.es} ${id} no existe.` });

export const ENTITIES = {
  store: { en: 'The store', es: 'La tienda' },
  loan: { en: 'The loan phone', es: 'El equipo de préstamo' },
  order: { en: 'The repair order', es: 'La orden de reparación' },
  city: { en: 'The city', es: 'La ciudad' },
  model: { en: 'The model', es: 'El modelo' },
  user: { en: 'The user', es: 'El usuario' },
  link: { en: 'The user link', es: 'El vínculo del usuario' },
};

export const lentTo = (imei: string, order: number): Text => ({
  en: `The loan phone ${imei} is lent to the open order ${order}.`,
  es: `El equipo de préstamo ${imei} está prestado a la orden abierta ${order}.`,
});
export const notAvailable = (imei: string): Text => ({
  en: `The loan phone ${imei} is not available.`, es: `El equipo de préstamo ${imei} no está disponible.`,
});
export const orderHasLoan = (order: number, imei: string): Text => ({
  en: `The order ${order} already holds the loan phone ${imei}.`, es: `La orden ${order} ya tiene el equipo de préstamo ${imei}.`,
});
export const notLineTypeTwo = (order: number): Text => ({
  en: `The order ${order} is not of line type 2: it gets no loan phone.`, es: `La orden ${order} no es de tipo de línea 2: no lleva equipo de préstamo.`,
});
export const orderClosed = (order: number, state: string): Text => ({
  en: `The order ${order} is closed (state ${state}): it cannot be changed.`, es: `La orden ${order} está cerrada (estado ${state}): no se puede modificar.`,
});
export const duplicateImei = (imei: string, id: number): Text => ({
  en: `The IMEI ${imei} is already the loan phone ${id}'s.`, es: `El IMEI ${imei} ya es del equipo de préstamo ${id}.`,
});
export const cityOutside = (city: number, department: number): Text => ({
  en: `The city ${city} is not in the department ${department}.`, es: `La ciudad ${city} no pertenece al departamento ${department}.`,
});
export const modelOutside = (model: number, brand: string): Text => ({
  en: `The model ${model} is not a ${brand} model.`, es: `El modelo ${model} no es de la marca ${brand}.`,
});
export const staleVersion = { en: 'Someone changed this record first: reload it.', es: 'Alguien cambió este registro primero: recárguelo.' };
export const userLinked = (id: number): Text => ({
  en: `The user ${id} already works in a store.`, es: `El usuario ${id} ya está vinculado a una tienda.`,
});
