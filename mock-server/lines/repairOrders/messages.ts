// The repair orders' and the technician's server messages, spread into mock-server/shell/messages.ts (the point of sale's
// are pointOfSale/messages.ts).
import { defineServerMessages } from '../../core/serverMessages';

export const REPAIR_ORDERS_MESSAGES = defineServerMessages({
  'repairOrder.earlyAbandonment': {
    en: 'The order {order} has been ready for {days} days: a device is abandoned after {threshold}.',
    es: 'La orden {order} lleva {days} días lista: un equipo se da por abandonado después de {threshold}.',
  },
  'repairTechnician.notYou': {
    en: 'You may only see your own orders (technician {id} is not you).',
    es: 'Solo puede consultar sus propias órdenes (el técnico {id} no es usted).',
  },
  'repairTechnician.notTechnician': { en: 'Your user is not registered as a technician.', es: 'Su usuario no está registrado como técnico.' },
  'repairTechnician.orderMissing': { en: 'Order {order} does not exist.', es: 'La orden {order} no existe.' },
  'repairTechnician.notAssigned': { en: 'Order {order} is not assigned to you.', es: 'La orden {order} no está asignada a usted.' },
});
