// Issue 35 item 4: the portability line, designed. A store seeded before it gets the portability requests' design
// (versions 1, 2 and 3) published on its Portabilidad entry here, as the Resource Designer's publish path did it
// then: the design's row and versions, the entry renamed and its grants written again at each version. Its rest.json
// gets the requests at start. A fresh store gets both from the seed (this runs before seeding, on empty tables, and
// does nothing). A store where an administrator took the design's name or path keeps theirs.
import type { Kysely, Migration } from 'kysely';

const CONSOLE_DATABASE = 1;
const RESOURCE = 'portabilityRequests';
const PATH = '/Portability/components/Portability';
export const PUBLISHER = 'seed';
export const VERSION_DATES = ['2026-08-18T14:05:00.000Z', '2026-09-01T09:30:00.000Z', '2026-11-30T10:00:00.000Z'] as const;

type Bilingual = { es: string; en: string };
type Flags = { l: boolean; v: boolean; w: boolean; r: boolean; d: boolean };
type Grant = { role: number; flags: Flags };
export interface Design {
  name: string;
  label: Bilingual;
  menu: { group: number; path: string; icon: string; grants: Grant[] };
  fields: Array<{ source: string; kind: string }>;
  rules?: Array<{ kind: string; field: string; other: string; message: Bilingual }>;
  [key: string]: unknown;
}

const OPERATORS = [
  ['claro', 'Claro'], ['movistar', 'Movistar'], ['tigo', 'Tigo'], ['wom', 'WOM'], ['etb', 'ETB'], ['virgin', 'Virgin Mobile'],
  ['exito', 'Móvil Éxito'], ['flash', 'Flash Mobile'],
].map(([id, name]) => ({ id, label: { es: name, en: name } }));

const DOCUMENT_TYPES = [
  { id: 'CC', label: { es: 'Cédula de ciudadanía', en: 'Citizenship card' } },
  { id: 'CE', label: { es: 'Cédula de extranjería', en: "Foreigner's ID card" } },
  { id: 'PA', label: { es: 'Pasaporte', en: 'Passport' } },
  { id: 'NIT', label: { es: 'NIT', en: 'Tax ID (NIT)' } },
];

const STATUSES = [
  { id: 'requested', label: { es: 'Solicitada', en: 'Requested' } },
  { id: 'validating', label: { es: 'En validación', en: 'Under validation' } },
  { id: 'approved', label: { es: 'Aprobada', en: 'Approved' } },
  { id: 'rejected', label: { es: 'Rechazada', en: 'Rejected' } },
  { id: 'ported', label: { es: 'Portada', en: 'Ported' } },
  { id: 'cancelled', label: { es: 'Cancelada', en: 'Cancelled' } },
];

const field = (source: string, kind: string, es: string, en: string, rest: Record<string, unknown> = {}) => ({
  source, kind, label: { es, en }, required: false, inList: true, sortable: false, filterable: false, ...rest,
});

/** The fields of version 2; version 1 has them all but the scheduled date. */
const FIELDS = [
  field('phoneNumber', 'text', 'Número a portar', 'Number to port', {
    required: true, sortable: true, filterable: true,
    pattern: {
      regex: '^3\\d{9}$',
      message: { es: 'El número debe tener 10 dígitos y empezar por 3 (p. ej. 3001234567).', en: 'The number must have 10 digits and start with 3 (e.g. 3001234567).' },
    },
  }),
  field('holderName', 'text', 'Titular', 'Holder', { required: true, maxLength: 120, sortable: true }),
  field('documentType', 'select', 'Tipo de documento', 'Document type', { required: true, inList: false, choices: DOCUMENT_TYPES }),
  field('documentNumber', 'text', 'Número de documento', 'Document number', {
    required: true, inList: false,
    pattern: {
      regex: '^[0-9A-Z]{5,12}$',
      message: { es: 'El documento tiene de 5 a 12 dígitos o letras mayúsculas, sin puntos ni guiones.', en: 'The document has 5 to 12 digits or capital letters, without dots or dashes.' },
    },
  }),
  field('donorOperator', 'select', 'Operador donante', 'Donor operator', { required: true, filterable: true, choices: OPERATORS }),
  field('receivingOperator', 'select', 'Operador receptor', 'Receiving operator', { required: true, filterable: true, choices: OPERATORS }),
  field('nip', 'text', 'NIP', 'NIP', {
    required: true, inList: false,
    pattern: { regex: '^\\d{4}$', message: { es: 'El NIP tiene 4 dígitos.', en: 'The NIP has 4 digits.' } },
  }),
  field('requestedAt', 'date', 'Fecha de solicitud', 'Requested on', { required: true, sortable: true }),
  field('scheduledAt', 'date', 'Fecha programada', 'Scheduled for', { sortable: true }),
  field('status', 'select', 'Estado', 'Status', { required: true, filterable: true, choices: STATUSES }),
  field('notes', 'multiline', 'Observaciones', 'Notes', { inList: false, maxLength: 500 }),
];

/** The rules across two fields of version 3. */
export const RULES = [
  {
    kind: 'differs', field: 'receivingOperator', other: 'donorOperator',
    message: { es: 'El operador receptor debe ser distinto del operador donante.', en: 'The receiving operator must differ from the donor operator.' },
  },
  {
    kind: 'notBefore', field: 'scheduledAt', other: 'requestedAt',
    message: { es: 'La fecha programada no puede ser anterior a la fecha de solicitud.', en: 'The scheduled date cannot be before the requested date.' },
  },
];

/** Version 1, 2 or 3 of the design, placed on the entry's group with its grants. */
function design(version: 1 | 2 | 3, group: number, grants: Grant[]): Design {
  return {
    name: RESOURCE,
    label: { es: 'Solicitudes de portabilidad', en: 'Portability requests' },
    singular: { es: 'Solicitud de portabilidad', en: 'Portability request' },
    fields: version === 1 ? FIELDS.filter((f) => f.source !== 'scheduledAt') : FIELDS,
    pageSize: 10,
    sort: { field: 'requestedAt', order: 'DESC' },
    menu: { group, path: PATH, icon: 'SwapHoriz', grants },
    ...(version === 3 && { rules: RULES }),
  };
}

/**
 * What the publish checks of then refused in a store (the design's own parts passed them): its path on another
 * console entry, a group that is not an active console group, no role with a flag. Their reasons, in that order.
 */
export async function refusals(db: Kysely<any>, menu: Design['menu'], ownMenuId: number | null): Promise<string[]> {
  const reasons: string[] = [];
  let others = db.selectFrom('menus').select('path').where('dataBaseId', '=', CONSOLE_DATABASE).where('path', '!=', '');
  if (ownMenuId !== null) others = others.where('id', '!=', ownMenuId);
  const paths = await others.execute();
  if (paths.some((row: { path: string }) => row.path.toLowerCase() === menu.path.toLowerCase())) reasons.push(`The path ${menu.path} is already in use.`);
  const groups = await db.selectFrom('menus').select('id').where('dataBaseId', '=', CONSOLE_DATABASE).where('root', '=', 0).where('path', '=', '').where('status', '=', true).execute();
  if (!groups.some((row: { id: number }) => row.id === menu.group)) reasons.push('Choose the menu group.');
  if (!menu.grants.some((grant) => Object.values(grant.flags).some(Boolean))) reasons.push('At least one role must be able to use the resource.');
  return reasons;
}

/**
 * Publishes `next` as the next version of design `id` on its menu entry `menuId` (made when it is gone): the entry
 * takes the design's label, path, icon and group, its grants are written again, and the version is recorded and
 * made the draft.
 */
export async function publishVersion(db: Kysely<any>, id: number, menuId: number | null, next: Design, now: string): Promise<void> {
  const { label, menu } = next;
  const values = { name: label.es, nameEn: label.en, path: menu.path, icon: menu.icon, root: menu.group };
  let entry: number | undefined = menuId === null ? undefined : (await db.selectFrom('menus').select('id').where('id', '=', menuId).executeTakeFirst())?.id;
  if (entry !== undefined) {
    await db.updateTable('menus').set((eb) => ({ ...values, status: true, version: eb('version', '+', 1) })).where('id', '=', entry).execute();
  } else {
    const last = await db.selectFrom('menus').select((eb) => eb.fn.max('index').as('n')).where('root', '=', menu.group).executeTakeFirst();
    entry = (await db.insertInto('menus')
      .values({ ...values, status: true, sourcePrime: true, dataBaseId: CONSOLE_DATABASE, index: Number(last?.n ?? 0) + 1 })
      .returning('id').executeTakeFirstOrThrow()).id as number;
  }
  await db.deleteFrom('menuAccess').where('menu', '=', entry).execute();
  const roles = new Map((await db.selectFrom('roles').select(['id', 'name']).execute()).map((role: { id: number; name: string }) => [role.id, role.name]));
  const grants = menu.grants.filter((grant) => roles.has(grant.role) && Object.values(grant.flags).some(Boolean));
  if (grants.length > 0) {
    await db.insertInto('menuAccess')
      .values(grants.map((grant) => ({ name: `${roles.get(grant.role)} · ${label.es}`, role: grant.role, menu: entry, status: true, ...grant.flags })))
      .execute();
  }
  const last = await db.selectFrom('resourceDesignVersions').select((eb) => eb.fn.max('number').as('n')).where('designId', '=', id).executeTakeFirst();
  const number = Number(last?.n ?? 0) + 1;
  await db.insertInto('resourceDesignVersions').values({ designId: id, number, design: JSON.stringify(next), publishedAt: now, publishedBy: PUBLISHER }).execute();
  await db.updateTable('resourceDesigns')
    .set((eb) => ({ name: next.name, draft: JSON.stringify(next), publishedVersion: number, menuId: entry, updatedAt: now, version: eb('version', '+', 1) }))
    .where('id', '=', id).execute();
}

/** The console's Portabilidad entry, its group and the roles that have it (the administrators when nobody does). */
async function seededEntry(db: Kysely<any>): Promise<{ id: number; group: number; grants: Grant[] } | undefined> {
  const entry = await db.selectFrom('menus').select(['id', 'root'])
    .where('dataBaseId', '=', CONSOLE_DATABASE).where('path', '=', PATH).where('root', '!=', 0).orderBy('id').executeTakeFirst();
  if (!entry) return undefined;
  const rows: Array<{ role: number } & Flags> = await db.selectFrom('menuAccess').select(['role', 'l', 'v', 'w', 'r', 'd'])
    .where('menu', '=', entry.id).where('status', '=', true).orderBy('role').execute();
  const grants = rows.map(({ role, l, v, w, r, d }) => ({ role, flags: { l, v, w, r, d } })).filter((grant) => Object.values(grant.flags).some(Boolean));
  if (grants.length === 0) {
    const admin = await db.selectFrom('roles').select('id').where('dataBaseId', '=', CONSOLE_DATABASE).where('name', '=', 'Administrador').executeTakeFirst();
    if (admin) grants.push({ role: admin.id, flags: { l: true, v: true, w: true, r: true, d: true } });
  }
  return { id: entry.id, group: entry.root, grants };
}

/** The reason nothing was published, or undefined once versions 1 to 3 are. */
async function publishDesign(db: Kysely<any>): Promise<string | undefined> {
  if (await db.selectFrom('resourceDesigns').select('id').where('name', '=', RESOURCE).executeTakeFirst()) return `a design named ${RESOURCE} exists`;
  const entry = await seededEntry(db);
  if (!entry) return `the console has no menu entry ${PATH}`;
  const reasons = await refusals(db, design(3, entry.group, entry.grants).menu, entry.id);
  if (reasons.length > 0) return reasons.join(' ');
  const { id } = await db.insertInto('resourceDesigns')
    .values({ name: RESOURCE, draft: JSON.stringify(design(1, entry.group, entry.grants)), publishedVersion: null, menuId: null, updatedAt: VERSION_DATES[0] })
    .returning('id').executeTakeFirstOrThrow();
  await db.updateTable('resourceDesigns').set({ menuId: entry.id }).where('id', '=', id).execute();
  for (const version of [1, 2, 3] as const) await publishVersion(db, id, entry.id, design(version, entry.group, entry.grants), VERSION_DATES[version - 1]);
  return undefined;
}

export const migration: Migration = {
  async up(db: Kysely<any>) {
    const seeded = await db.selectFrom('company').select('id').limit(1).execute();
    if (seeded.length === 0) return;
    const refused = await publishDesign(db);
    if (refused) console.warn(`[mock-server] the portability design was not added: ${refused}.`);
  },
};
