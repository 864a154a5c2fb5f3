// The ownership rules' refusals (mock-server/shell/policy.ts), spread into mock-server/messages.ts.
import { defineServerMessages } from '../core/serverMessages';

export const POLICY_MESSAGES = defineServerMessages({
  'policy.actAsSelf': {
    en: 'You can only act as yourself: {field} must be your user id ({id}).',
    es: 'Solo puede actuar a su propio nombre: {field} debe ser su id de usuario ({id}).',
  },
  'policy.sessionWarehouse': { en: "Your session's warehouse is {userBodega}, not {codBodega}.", es: 'La bodega de su sesión es {userBodega}, no {codBodega}.' },
  'policy.technicianNotFound': { en: 'The technician {id} does not exist.', es: 'El técnico {id} no existe.' },
  'policy.technicianElsewhere': {
    en: "The technician {id} works at another workshop, not at the order's ({workshop}).",
    es: 'El técnico {id} trabaja en otro taller, no en el de la orden ({workshop}).',
  },
  'policy.disableSelf': { en: 'You cannot disable your own user.', es: 'No puede deshabilitar su propio usuario.' },
  'policy.lastAdministrator': { en: 'The last active administrator cannot be disabled.', es: 'No se puede deshabilitar al último administrador activo.' },
});
