// Seed: the portability line's design and requests (issue 35 item 4), pure: the design of number portability
// requests in its three versions (version 1 without the scheduled date, version 2 adding it, version 3 adding two
// rules across two fields: the receiving operator differs from the donor, the scheduled date is on or after the
// requested one) and the forty requests of its REST collection, the same on every run. portability.ts publishes it.
import { SEED_PUBLISHER } from '../../../contracts/endpoints/resourceDesignerConstants';
import type { DesignField, DesignRule, ResourceDesign } from '../../../contracts/endpoints/resourceDesigner';
import { recordFailures } from '../../../contracts/designValues';
import type { RestRow } from '../../core/types';
import { MENU_PATHS } from '../../../contracts/menuPaths';
import { createRng } from '../../core/random';

export const PORTABILITY_RESOURCE = 'portabilityRequests';

/** Who the history names as publishing the seeded versions, and when. */
export const PORTABILITY_PUBLISHER = SEED_PUBLISHER;
export const PORTABILITY_VERSION_DATES = ['2026-08-18T14:05:00.000Z', '2026-09-01T09:30:00.000Z', '2026-11-30T10:00:00.000Z'] as const;

/** The versions the seed publishes, in order. */
export const PORTABILITY_VERSIONS = [1, 2, 3] as const;
export type PortabilityVersion = (typeof PORTABILITY_VERSIONS)[number];

/** Colombia's mobile operators (donor and receiving), with the number prefixes each was first assigned. */
export const OPERATORS = [
  { id: 'claro', name: 'Claro', prefixes: ['310', '311', '312', '313', '314', '320', '321', '322', '323'] },
  { id: 'movistar', name: 'Movistar', prefixes: ['315', '316', '317', '318'] },
  { id: 'tigo', name: 'Tigo', prefixes: ['300', '301', '302', '304', '305'] },
  { id: 'wom', name: 'WOM', prefixes: ['324', '333'] },
  { id: 'etb', name: 'ETB', prefixes: ['303'] },
  { id: 'virgin', name: 'Virgin Mobile', prefixes: ['319'] },
  { id: 'exito', name: 'Móvil Éxito', prefixes: ['302'] },
  { id: 'flash', name: 'Flash Mobile', prefixes: ['305'] },
] as const;

const DOCUMENT_TYPES = [
  { id: 'CC', label: { es: 'Cédula de ciudadanía', en: 'Citizenship card' } },
  { id: 'CE', label: { es: 'Cédula de extranjería', en: "Foreigner's ID card" } },
  { id: 'PA', label: { es: 'Pasaporte', en: 'Passport' } },
  { id: 'NIT', label: { es: 'NIT', en: 'Tax ID (NIT)' } },
];

export const STATUSES = [
  { id: 'requested', label: { es: 'Solicitada', en: 'Requested' } },
  { id: 'validating', label: { es: 'En validación', en: 'Under validation' } },
  { id: 'approved', label: { es: 'Aprobada', en: 'Approved' } },
  { id: 'rejected', label: { es: 'Rechazada', en: 'Rejected' } },
  { id: 'ported', label: { es: 'Portada', en: 'Ported' } },
  { id: 'cancelled', label: { es: 'Cancelada', en: 'Cancelled' } },
];

const operatorChoices = OPERATORS.map((operator) => ({ id: operator.id, label: { es: operator.name, en: operator.name } }));

const field = (source: string, kind: DesignField['kind'], es: string, en: string, rest: Partial<DesignField> = {}): DesignField => ({
  source, kind, label: { es, en }, required: false, inList: true, sortable: false, filterable: false, ...rest,
});

/** The fields of version 2; version 1 has them all but the scheduled date. */
const FIELDS: DesignField[] = [
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
  field('donorOperator', 'select', 'Operador donante', 'Donor operator', { required: true, filterable: true, choices: operatorChoices }),
  field('receivingOperator', 'select', 'Operador receptor', 'Receiving operator', { required: true, filterable: true, choices: operatorChoices }),
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
export const PORTABILITY_RULES: DesignRule[] = [
  {
    kind: 'differs', field: 'receivingOperator', other: 'donorOperator',
    message: { es: 'El operador receptor debe ser distinto del operador donante.', en: 'The receiving operator must differ from the donor operator.' },
  },
  {
    kind: 'notBefore', field: 'scheduledAt', other: 'requestedAt',
    message: { es: 'La fecha programada no puede ser anterior a la fecha de solicitud.', en: 'The scheduled date cannot be before the requested date.' },
  },
];

export interface PortabilityPlace {
  /** the console's Portabilidad group (the entry's parent) */
  group: number;
  /** the roles that have the seeded entry, with their flags */
  grants: ResourceDesign['menu']['grants'];
}

/** The design of version 1, 2 or 3, placed on the seeded entry's group with its grants. */
export function portabilityDesign(version: PortabilityVersion, place: PortabilityPlace): ResourceDesign {
  return {
    name: PORTABILITY_RESOURCE,
    label: { es: 'Solicitudes de portabilidad', en: 'Portability requests' },
    singular: { es: 'Solicitud de portabilidad', en: 'Portability request' },
    fields: version === 1 ? FIELDS.filter((f) => f.source !== 'scheduledAt') : FIELDS,
    pageSize: 10,
    sort: { field: 'requestedAt', order: 'DESC' },
    menu: { group: place.group, path: MENU_PATHS.portability, icon: 'SwapHoriz', grants: place.grants },
    ...(version === 3 && { rules: PORTABILITY_RULES }),
  };
}

const GIVEN_NAMES = [
  'Adriana', 'Beatriz Elena', 'Claudia Patricia', 'Gloria Inés', 'Isabel Cristina', 'Lina Marcela', 'Marta Lucía',
  'Paula Andrea', 'Sara Sofía', 'Viviana', 'Alejandro', 'Álvaro', 'Bernardo', 'Cristian Camilo', 'Édgar', 'Fabián',
  'Gustavo Adolfo', 'Iván Darío', 'Nicolás', 'Ricardo', 'William', 'Yeison Andrés',
];
const SURNAMES = [
  'Acosta', 'Agudelo', 'Bermúdez', 'Buitrago', 'Cifuentes', 'Duque', 'Escobar', 'Franco', 'Gaviria', 'Henao', 'Ibáñez',
  'Jaramillo', 'Lozano', 'Marín', 'Naranjo', 'Orozco', 'Parra', 'Quiroga', 'Restrepo', 'Suárez', 'Téllez', 'Uribe',
  'Vélez', 'Zuluaga', 'Cabrera', 'Niño',
];
const COMPANIES = ['Distribuciones La Sabana S.A.S.', 'Transportes Andinos Ltda.', 'Clínica Dental Sonrisa S.A.S.', 'Ferretería El Tornillo S.A.S.'];

const REJECTIONS = [
  'El NIP no coincide con el enviado por el operador donante.',
  'El titular del documento no coincide con el de la línea.',
  'La línea tiene una deuda pendiente con el operador donante.',
  'La línea fue portada hace menos de 30 días.',
];
const REMARKS = [
  'El usuario conserva su plan de datos.',
  'Pidió la ventana de portación en la madrugada.',
  'Línea empresarial: se adjuntó el certificado de cámara de comercio.',
  'Se confirmó la identidad por llamada.',
];

/** Status of each of the 40 requests, the newest last (a queue: the older ones are done). */
const STATUS_PLAN = [
  ...Array<string>(14).fill('ported'), 'rejected', 'ported', 'cancelled', 'rejected', ...Array<string>(5).fill('approved'), 'rejected', 'ported',
  ...Array<string>(2).fill('approved'), 'rejected', ...Array<string>(5).fill('validating'), 'rejected', 'cancelled', ...Array<string>(5).fill('requested'),
];

const day = (base: string, days: number): string => new Date(Date.parse(`${base}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The next working day `count` working days after `date` (Saturday and Sunday skipped). */
const workingDaysAfter = (date: string, count: number): string => {
  let current = date;
  for (let left = count; left > 0; ) {
    current = day(current, 1);
    const weekday = new Date(`${current}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return current;
};

/** The 40 seeded requests (same on every run): valid numbers, two different operators, 4-digit NIPs. */
export function portabilityRequests(): RestRow[] {
  const rng = createRng(35_2026);
  const phones = new Set<string>();
  return STATUS_PLAN.map((status, index) => {
    const donor = rng.pick(OPERATORS);
    const receiving = rng.pick(OPERATORS.filter((operator) => operator.id !== donor.id));
    let phone: string;
    do phone = `${rng.pick(donor.prefixes)}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`;
    while (phones.has(phone));
    phones.add(phone);
    const company = index % 10 === 7;
    const documentType = company ? 'NIT' : rng.chance(0.88) ? 'CC' : rng.pick(['CE', 'PA']);
    const documentNumber =
      documentType === 'NIT' ? `9${rng.int(0, 1)}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`
        : documentType === 'CE' ? String(rng.int(100_000, 9_999_999))
          : documentType === 'PA' ? `${rng.pick(['AB', 'PE', 'AV', 'CX'])}${rng.int(100_000, 999_999)}`
            : String(rng.chance(0.4) ? rng.int(1_000_000_000, 1_199_999_999) : rng.int(10_000_000, 99_999_999));
    const holderName = company ? COMPANIES[Math.floor(index / 10) % COMPANIES.length] : `${rng.pick(GIVEN_NAMES)} ${rng.pick(SURNAMES)} ${rng.pick(SURNAMES)}`;
    // about one request a working day and a half, from early September to the end of October
    const requestedAt = day('2026-09-01', Math.floor(index * 1.5) + rng.int(0, 1));
    const scheduled = ['approved', 'ported', 'validating'].includes(status) || (status === 'cancelled' && rng.chance(0.5));
    const notes = status === 'rejected' ? rng.pick(REJECTIONS) : rng.chance(0.25) ? rng.pick(REMARKS) : null;
    return {
      id: index + 1,
      version: 1,
      phoneNumber: phone,
      holderName,
      documentType,
      documentNumber,
      donorOperator: donor.id,
      receivingOperator: receiving.id,
      nip: String(rng.int(0, 9999)).padStart(4, '0'),
      requestedAt,
      scheduledAt: scheduled ? workingDaysAfter(requestedAt, 3) : null,
      status,
      notes,
    };
  });
}

/** The fields of `design` a row breaks, by source, its rules across two fields too (empty: the row passes every rule). */
export const rowFailures = (design: ResourceDesign, row: RestRow): string[] => recordFailures(design, row);

