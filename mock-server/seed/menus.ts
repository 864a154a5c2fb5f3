// Seed: menu entries (per database) and the per-role permissions on them (menuAccess).
import type { Menu, MenuAccess, PermissionFlag, Role } from '../core/types';
import { MENU_PATHS } from '../../contracts/menuPaths';

/**
 * The portability line's screen (spec 01 §2.1, "components/Portability"): the list of a resource designed in the
 * Resource Designer (lines/resourceDesigner/seedPortability.ts), not a screen of the app's own. Its seeded entry stays in the menus.
 */
export const PORTABILITY_PATH = MENU_PATHS.portability;

// The console database's menu covers every path of the app's own router table (ROUTE_PATHS) and the portability
// line's designed list (PORTABILITY_PATH).

/** The external product-catalogue module's entries (sourcePrime false). */
export const EXTERNAL_PATH_PREFIX = '/Catalog/';

type Leaf = [name: string, path: string, icon: string];
interface Group {
  name: string;
  icon: string;
  children: Leaf[];
}

const CONSOLE_MENU: Group[] = [
  {
    name: 'Administración', icon: 'AdminPanelSettings', children: [
      ['Inicio', MENU_PATHS.dashboard, 'Dashboard'],
      ['Microservicios', MENU_PATHS.databases, 'Storage'],
      ['Gestor de usuario', MENU_PATHS.users, 'People'],
      ['Permisos', MENU_PATHS.permissions, 'Lock'],
      ['Mi cuenta', MENU_PATHS.myAccount, 'AccountCircle'],
    ],
  },
  {
    name: 'Reportes', icon: 'Assessment', children: [
      ['Visor de reportes', MENU_PATHS.reportViewer, 'Visibility'],
      ['Reportes', MENU_PATHS.reports, 'ListAlt'],
      ['Configuración de reportes', MENU_PATHS.reportConfiguration, 'Settings'],
    ],
  },
  {
    name: 'Televisión satelital', icon: 'SatelliteAlt', children: [
      ['Productos', MENU_PATHS.tvProducts, 'Inventory2'],
      ['Detalle de producto', MENU_PATHS.tvProduct, 'Inventory'],
      ['Interfaces', MENU_PATHS.tvProcess, 'SettingsEthernet'],
      ['Ajuste de inventario', MENU_PATHS.tvInventoryAdjustment, 'Tune'],
      ['Ajuste de integración', MENU_PATHS.tvIntegrationAdjustment, 'SyncAlt'],
      ['Remisiones', MENU_PATHS.tvRemission, 'LocalShipping'],
      ['Detalle de remisión', MENU_PATHS.tvDetailRemission, 'ReceiptLong'],
      ['Habladores', MENU_PATHS.tvTalker, 'Label'],
      ['Habladores por tienda', MENU_PATHS.tvTalkerSt, 'LabelImportant'],
    ],
  },
  {
    name: 'Operador móvil', icon: 'PhoneAndroid', children: [
      ['Tablero', MENU_PATHS.mobileDashboard, 'SpaceDashboard'],
      ['Georreferenciación', MENU_PATHS.georeferencing, 'Map'],
      ['Asignación de seriales', MENU_PATHS.serialAssignment, 'QrCode'],
      ['Gestión de usuarios', MENU_PATHS.backOfficeUsers, 'ManageAccounts'],
      ['Logística', MENU_PATHS.logistics, 'LocalShipping'],
      ['Punto de venta', MENU_PATHS.pointOfSale, 'Storefront'],
      ['Servicio técnico', MENU_PATHS.technicianForm, 'Build'],
      ['Registro de eventos', MENU_PATHS.logs, 'History'],
      ['Consulta de órdenes', MENU_PATHS.consult, 'FindInPage'],
      ['Gestión de talleres', MENU_PATHS.stores, 'Handyman'],
      ['Equipos abandonados', MENU_PATHS.abandoned, 'PhonelinkErase'],
      ['Equipos en préstamo', MENU_PATHS.loans, 'PhonelinkSetup'],
      ['Taller técnico', MENU_PATHS.technicianWorkshop, 'Engineering'],
      ['Productos', MENU_PATHS.mobileProducts, 'Inventory2'],
      ['Detalle de producto', MENU_PATHS.mobileProduct, 'Inventory'],
      ['Cargue de órdenes', MENU_PATHS.repairOrderUpload, 'UploadFile'],
    ],
  },
  { name: 'Portabilidad', icon: 'SwapHoriz', children: [['Portabilidad', PORTABILITY_PATH, 'SwapHoriz']] },
  {
    name: 'Cargue de archivos', icon: 'CloudUpload', children: [
      ['Tipos de cargue', MENU_PATHS.uploadTypes, 'SettingsApplications'],
      ['Cargar archivo', MENU_PATHS.uploadFile, 'UploadFile'],
      ['Nuevo cargue', MENU_PATHS.newUpload, 'NoteAdd'],
      ['Cargue de pedidos', MENU_PATHS.orderUpload, 'PostAdd'],
    ],
  },
  {
    name: 'Catálogo', icon: 'MenuBook', children: [
      ['Productos', MENU_PATHS.products, 'Category'],
      ['Detalle de producto', MENU_PATHS.product, 'Inventory'],
    ],
  },
  {
    name: 'SIM Cards', icon: 'SimCard', children: [
      ['Impresión de SIM', MENU_PATHS.simPrint, 'Print'],
      ['Validación de SIM', MENU_PATHS.simValidation, 'FactCheck'],
    ],
  },
];

/**
 * The warehouses (served by the generic REST routes, guarded by this entry's flags). Added after the first
 * release's entries, so theirs keep their ids: the entry last, its grants after every other grant.
 */
export const WAREHOUSES_MENU = { name: 'Bodegas', nameEn: 'Warehouses', path: MENU_PATHS.warehouses, icon: 'Warehouse', group: 'Administración', index: 6 };

/** The Resource Designer (issue 19), added after the warehouses the same way: its entry and grants last. */
export const DESIGNER_MENU = { name: 'Recursos', nameEn: 'Resources', path: MENU_PATHS.designer, icon: 'Widgets', group: 'Administración', index: 7 };

/** The sales-channel form (issue 18, spec 04 §2.10): added after every other entry, so theirs keep their ids. */
export const SALES_CHANNEL_MENU = {
  name: 'Canal de venta', nameEn: 'Sales channel', path: MENU_PATHS.salesChannel, icon: 'Storefront', group: 'Operador móvil', index: 17,
};

/** The administrators' Mailbox (issue 36): what the embedded SMTP catcher received; granted to Administrador only. */
export const MAILBOX_MENU = {
  name: 'Buzón de correo', nameEn: 'Mailbox', path: MENU_PATHS.mailbox, icon: 'MarkunreadMailbox', group: 'Administración', index: 8, roles: ['Administrador'],
};

/** Entries appended after the first release's, whose grants are appended after every other grant. */
const LATER_ENTRIES: ReadonlyArray<{ name: string; nameEn: string; path: string; icon: string; group: string; index: number; roles?: readonly string[] }> = [
  WAREHOUSES_MENU, DESIGNER_MENU, SALES_CHANNEL_MENU, MAILBOX_MENU,
];
const LATER_PATHS: readonly string[] = LATER_ENTRIES.map((entry) => entry.path);

/** A short menu for databases 2-8, chosen by the alias prefix: [group name, icon, leaves]. */
const TENANT_MENU: Record<string, [string, string, Leaf[]]> = {
  INV: ['Inventario', 'Inventory2', [['Productos', MENU_PATHS.tvProducts, 'Inventory2'], ['Ajuste de inventario', MENU_PATHS.tvInventoryAdjustment, 'Tune']]],
  FAC: ['Facturación', 'ReceiptLong', [['Reportes', MENU_PATHS.reports, 'ListAlt'], ['Visor de reportes', MENU_PATHS.reportViewer, 'Visibility']]],
  LOG: ['Logística', 'LocalShipping', [['Logística', MENU_PATHS.logistics, 'LocalShipping'], ['Cargue de pedidos', MENU_PATHS.orderUpload, 'PostAdd']]],
  TAL: ['Talleres', 'Handyman', [['Taller técnico', MENU_PATHS.technicianWorkshop, 'Engineering'], ['Gestión de talleres', MENU_PATHS.stores, 'Handyman']]],
  POR: ['Portabilidad', 'SwapHoriz', [['Portabilidad', PORTABILITY_PATH, 'SwapHoriz']]],
  TVS: ['Televisión satelital', 'SatelliteAlt', [['Remisiones', MENU_PATHS.tvRemission, 'LocalShipping'], ['Habladores', MENU_PATHS.tvTalker, 'Label']]],
};

/** The English name of each seeded entry (menu entries carry a Spanish `name` and an English `nameEn`). */
const ENGLISH_NAMES: Record<string, string> = {
  'Administración': 'Administration',
  'Bodegas': 'Warehouses',
  'Buzón de correo': 'Mailbox',
  'Recursos': 'Resources',
  'Cargue de archivos': 'File uploads',
  'Catálogo': 'Catalogue',
  'Operador móvil': 'Mobile operator',
  'Portabilidad': 'Portability',
  'Reportes': 'Reports',
  'SIM Cards': 'SIM cards',
  'Televisión satelital': 'Satellite TV',
  'Inventario': 'Inventory',
  'Facturación': 'Billing',
  'Logística': 'Logistics',
  'Talleres': 'Workshops',
  'Ajuste de integración': 'Integration adjustment',
  'Ajuste de inventario': 'Inventory adjustment',
  'Asignación de seriales': 'Serial assignment',
  'Canal de venta': 'Sales channel',
  'Cargar archivo': 'Upload a file',
  'Cargue de pedidos': 'Order upload',
  'Cargue de órdenes': 'Repair order upload',
  'Configuración de reportes': 'Report configuration',
  'Consulta de órdenes': 'Order lookup',
  'Detalle de producto': 'Product detail',
  'Detalle de remisión': 'Remission detail',
  'Equipos abandonados': 'Abandoned devices',
  'Equipos en préstamo': 'Loan phones',
  'Georreferenciación': 'Georeferencing',
  'Gestión de talleres': 'Workshop management',
  'Gestión de usuarios': 'User management',
  'Gestor de usuario': 'User manager',
  'Habladores': 'Shelf talkers',
  'Habladores por tienda': 'Shelf talkers by store',
  'Impresión de SIM': 'SIM printing',
  'Inicio': 'Home',
  'Interfaces': 'Interfaces',
  'Mi cuenta': 'My account',
  'Microservicios': 'Microservices',
  'Nuevo cargue': 'New upload',
  'Permisos': 'Permissions',
  'Productos': 'Products',
  'Punto de venta': 'Point of sale',
  'Registro de eventos': 'Event log',
  'Remisiones': 'Remissions',
  'Servicio técnico': 'Technical service',
  'Tablero': 'Dashboard',
  'Taller técnico': 'Technical workshop',
  'Tipos de cargue': 'Upload types',
  'Validación de SIM': 'SIM validation',
  'Visor de reportes': 'Report viewer',
};

const ALL: Record<PermissionFlag, boolean> = { l: true, v: true, w: true, r: true, d: true };

/** Flags per role name (database 1) per path; "*" means every menu entry. Flags as a string such as "lvw". */
const CONSOLE_GRANTS: Record<string, Record<string, string>> = {
  Administrador: { '*': 'lvwrd' },
  Operador: {
    [MENU_PATHS.warehouses]: 'lv',
    [MENU_PATHS.dashboard]: 'lv', [MENU_PATHS.databases]: 'lv', [MENU_PATHS.myAccount]: 'lvw',
    [MENU_PATHS.reports]: 'lvr', [MENU_PATHS.reportViewer]: 'lvr',
    [MENU_PATHS.tvRemission]: 'lvw', [MENU_PATHS.tvDetailRemission]: 'lv',
    [MENU_PATHS.mobileDashboard]: 'lv', [MENU_PATHS.logistics]: 'lvw',
    [MENU_PATHS.simValidation]: 'lvw', [MENU_PATHS.simPrint]: 'lvw',
  },
  Analista: {
    [MENU_PATHS.dashboard]: 'lv', [MENU_PATHS.databases]: 'lv', [MENU_PATHS.myAccount]: 'lvw',
    [MENU_PATHS.reports]: 'lvwr', [MENU_PATHS.reportViewer]: 'lvwr', [MENU_PATHS.reportConfiguration]: 'lvwr',
  },
  Consulta: {
    [MENU_PATHS.warehouses]: 'lv',
    [MENU_PATHS.dashboard]: 'lv', [MENU_PATHS.databases]: 'lv', [MENU_PATHS.users]: 'lv',
    [MENU_PATHS.reports]: 'lv', [MENU_PATHS.reportViewer]: 'lv', [MENU_PATHS.myAccount]: 'lv',
  },
  Técnico: {
    [MENU_PATHS.dashboard]: 'lv', [MENU_PATHS.myAccount]: 'lvw', [MENU_PATHS.technicianWorkshop]: 'lvw',
    [MENU_PATHS.technicianForm]: 'lvw', [MENU_PATHS.stores]: 'lvw',
    [MENU_PATHS.loans]: 'lvw', [MENU_PATHS.abandoned]: 'lvw',
  },
  Auditor: { '*': 'lvr' },
};

export function flags(text: string): Record<PermissionFlag, boolean> {
  return { l: text.includes('l'), v: text.includes('v'), w: text.includes('w'), r: text.includes('r'), d: text.includes('d') };
}

export function seedMenus(): Menu[] {
  const menus: Menu[] = [];
  const add = (dataBaseId: number, root: number, index: number, name: string, path: string, icon: string): Menu => {
    const menu: Menu = {
      id: menus.length + 1, name, nameEn: ENGLISH_NAMES[name] ?? name, path, icon, root, status: true,
      sourcePrime: !path.startsWith(EXTERNAL_PATH_PREFIX), dataBaseId, index,
    };
    menus.push(menu);
    return menu;
  };
  CONSOLE_MENU.forEach((group, g) => {
    const parent = add(1, 0, g + 1, group.name, '', group.icon);
    group.children.forEach(([name, path, icon], c) => add(1, parent.id, c + 1, name, path, icon));
  });
  for (const [dataBaseId, prefix] of [[2, 'INV'], [3, 'INV'], [4, 'FAC'], [5, 'LOG'], [6, 'TAL'], [7, 'POR'], [8, 'TVS']] as const) {
    const [groupName, icon, leaves] = TENANT_MENU[prefix];
    add(dataBaseId, 0, 1, 'Inicio', MENU_PATHS.dashboard, 'Dashboard');
    const parent = add(dataBaseId, 0, 2, groupName, '', icon);
    leaves.forEach(([name, path, leafIcon], c) => add(dataBaseId, parent.id, c + 1, name, path, leafIcon));
  }
  for (const entry of LATER_ENTRIES) {
    const group = menus.find((menu) => menu.dataBaseId === 1 && menu.root === 0 && menu.name === entry.group)!;
    add(1, group.id, entry.index, entry.name, entry.path, entry.icon);
  }
  return menus;
}

/** The flags each console role (database 1) has on a menu path, as a string such as "lvw"; undefined: none. */
export const consoleGrant = (roleName: string, path: string): string | undefined => {
  const grants = CONSOLE_GRANTS[roleName] ?? {};
  return grants['*'] ?? grants[path];
};

export function seedMenuAccess(menus: Menu[], roles: Role[]): MenuAccess[] {
  const rows: MenuAccess[] = [];
  const grant = (role: Role, menu: Menu, f: Record<PermissionFlag, boolean>, status = true) =>
    rows.push({ id: rows.length + 1, name: `${role.name} · ${menu.name}`, role: role.id, menu: menu.id, ...f, status });

  for (const role of roles) {
    const own = menus.filter((menu) => menu.dataBaseId === role.dataBaseId);
    if (role.dataBaseId === 1) {
      for (const menu of own) {
        const text = LATER_PATHS.includes(menu.path) ? undefined : consoleGrant(role.name, menu.path);
        if (text) grant(role, menu, flags(text));
      }
    } else if (role.name === 'Administrador') {
      own.forEach((menu) => grant(role, menu, ALL));
    } else {
      own.filter((menu) => menu.path !== '').forEach((menu) => grant(role, menu, flags(role.name === 'Operador' ? 'lvw' : 'lv')));
    }
  }
  // Appended after the rows above, so their ids stay. The Operador lists and views users and permission entries
  // but cannot change them (no W): what a user without W sees. Then a revoked grant: the row is kept but
  // inactive, so it grants nothing (the report configuration stays out of the Operador's menu).
  const operador = roles.find((role) => role.dataBaseId === 1 && role.name === 'Operador');
  const consoleMenu = (path: string) => menus.find((menu) => menu.dataBaseId === 1 && menu.path === path);
  for (const [path, text, status] of [
    [MENU_PATHS.users, 'lv', true],
    [MENU_PATHS.permissions, 'lv', true],
    [MENU_PATHS.reportConfiguration, 'lv', false],
  ] as const) {
    const menu = consoleMenu(path);
    if (operador && menu) grant(operador, menu, flags(text), status);
  }
  for (const entry of LATER_ENTRIES) {
    const menu = consoleMenu(entry.path);
    for (const role of roles.filter((r) => r.dataBaseId === 1 && (!entry.roles || entry.roles.includes(r.name)))) {
      const text = menu && consoleGrant(role.name, entry.path);
      if (text) grant(role, menu, flags(text));
    }
  }
  return rows;
}
