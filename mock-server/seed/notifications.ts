// Seed: a few upload-processing notifications (ProcessBlod) for the demo users, one per process state.
import type { BlodNotification, NotificationProcess } from '../types';

/** [user id, process, code, message, created at] */
const NOTIFICATIONS: ReadonlyArray<[number, NotificationProcess, string, string, string]> = [
  [1, 'COMPLETE', 'PED-20261030-001', 'Cargue de pedidos: 248 registros procesados sin novedades.', '2026-10-30T14:05:00.000Z'],
  [1, 'ERROR', 'INV-20261031-014', 'Ajuste de inventario: la fila 37 tiene un serial duplicado (ZTE8830041). El archivo no se aplicó.', '2026-10-31T09:12:00.000Z'],
  [1, 'PENDING...', 'SIM-20261101-003', 'Validación de SIM: procesando 1.200 seriales.', '2026-11-01T08:40:00.000Z'],
  [1, 'PENDING', 'REM-20261101-007', 'Remisiones Bogotá: archivo en cola de procesamiento.', '2026-11-01T08:55:00.000Z'],
  [2, 'COMPLETE', 'PED-20261029-022', 'Cargue de pedidos: 96 registros procesados sin novedades.', '2026-10-29T16:20:00.000Z'],
];

export function seedNotifications(): BlodNotification[] {
  return NOTIFICATIONS.map(([idUser, process, code, message, createdAt], i) => ({
    id: 1001 + i,
    idUser,
    process,
    code,
    message,
    enabled: true,
    createdAt,
  }));
}
