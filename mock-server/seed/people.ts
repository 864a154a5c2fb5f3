// Seed: users (demo accounts plus staff spread over the databases).
import { sql, type Kysely } from 'kysely';
import { hashPassword, seedSalt } from '../shell/passwords';
import type { Database } from '../core/db/schema';
import type { DataBaseRecord, Role, User } from '../core/types';
import { fold, type Rng } from '../core/random';

export const DEMO_USERS = [
  { login: 'admin', password: 'Admin#2026', name: 'María Fernanda Gómez', email: 'admin@grupoandino.co', role: 'Administrador' },
  { login: 'operador', password: 'Operador#2026', name: 'Julián Andrés Restrepo', email: 'operador@grupoandino.co', role: 'Operador' },
  // for trying (and testing end to end) My Account's change password without touching the accounts above
  { login: 'clave.demo', password: 'Clave#2026', name: 'Valentina Cárdenas Ríos', email: 'clave.demo@grupoandino.co', role: 'Operador' },
] as const;

/** Password of every other seeded user. */
export const STAFF_PASSWORD = 'Usuario#2026';
export const STAFF_COUNT = 40;

const GIVEN_NAMES = [
  'Ana María', 'Luisa Fernanda', 'Carolina', 'Paola Andrea', 'Diana Marcela', 'Sandra Milena', 'Laura Valentina',
  'Natalia', 'Juliana', 'Catalina', 'Ángela Patricia', 'Luz Dary', 'Yesenia', 'Mónica Alejandra', 'Daniela',
  'Carlos Alberto', 'Juan David', 'Andrés Felipe', 'Jorge Enrique', 'Luis Fernando', 'Santiago', 'Camilo Ernesto',
  'Óscar Iván', 'Diego Alejandro', 'Jhon Fredy', 'Sebastián', 'Hernán Darío', 'Mauricio', 'Felipe', 'Germán Eduardo',
];
const SURNAMES = [
  'Rodríguez', 'Martínez', 'García', 'López', 'Hernández', 'González', 'Pérez', 'Sánchez', 'Ramírez', 'Torres',
  'Díaz', 'Vargas', 'Moreno', 'Rojas', 'Jiménez', 'Castro', 'Ospina', 'Cárdenas', 'Quintero', 'Zapata', 'Mejía',
  'Arango', 'Londoño', 'Valencia', 'Salazar', 'Ocampo', 'Montoya', 'Betancur', 'Patiño', 'Giraldo', 'Muñoz', 'Peña',
];

function loginFor(name: string, taken: Set<string>): string {
  const words = fold(name).replace(/[^a-z ]/g, '').split(' ');
  const base = words.slice(0, -2).map((word) => word[0]).join('') + words[words.length - 2];
  let login = base;
  for (let n = 2; taken.has(login); n++) login = `${base}${n}`;
  taken.add(login);
  return login;
}

export async function seedUsers(rng: Rng, databases: DataBaseRecord[], roles: Role[], warehouseCodes: string[]): Promise<User[]> {
  const rolesOf = (dataBaseId: number) => roles.filter((role) => role.dataBaseId === dataBaseId && role.status);
  const roleId = (dataBaseId: number, name: string) => roles.find((r) => r.dataBaseId === dataBaseId && r.name === name)!.id;
  const taken = new Set<string>(DEMO_USERS.map((user) => user.login));
  const documents = new Set<string>();
  const documentNumber = () => {
    let doc: string;
    do doc = String(rng.int(10_000_000, 1_299_999_999)); while (documents.has(doc));
    documents.add(doc);
    return doc;
  };

  const drafts: Array<Omit<User, 'passwordHash'> & { password: string }> = [
    {
      id: 1, name: DEMO_USERS[0].name, login: 'admin', email: DEMO_USERS[0].email, document: documentNumber(),
      password: DEMO_USERS[0].password, status: true, changePassword: 'False', dataBaseId: 1,
      roles: [roleId(1, 'Administrador')], databases: databases.map((db) => db.id), codBodega: 'BOG-001',
    },
    {
      id: 2, name: DEMO_USERS[1].name, login: 'operador', email: DEMO_USERS[1].email, document: documentNumber(),
      password: DEMO_USERS[1].password, status: true, changePassword: 'False', dataBaseId: 1,
      roles: [roleId(1, 'Operador')], databases: [1, 2, 8], codBodega: 'BOG-002',
    },
  ];
  // Staff: databases 1-8 get most people; every user has one or two roles of their main database.
  const homes = [1, 1, 1, 1, 2, 2, 3, 3, 4, 5, 5, 6, 6, 7, 8, 8, ...databases.slice(8).map((db) => db.id)];
  for (let i = 0; i < STAFF_COUNT; i++) {
    const name = `${rng.pick(GIVEN_NAMES)} ${rng.pick(SURNAMES)} ${rng.pick(SURNAMES)}`;
    const login = loginFor(name, taken);
    const dataBaseId = i < homes.length ? homes[i] : rng.int(1, 8);
    const available = rolesOf(dataBaseId);
    const userRoles = rng.sample(available, rng.chance(0.25) ? 2 : 1).map((role) => role.id);
    const others = rng.chance(0.3) ? rng.sample(databases.filter((db) => db.id !== dataBaseId), rng.int(1, 2)) : [];
    drafts.push({
      id: drafts.length + 1, name, login, email: `${login}@grupoandino.co`, document: documentNumber(),
      password: STAFF_PASSWORD, status: i % 10 !== 9, changePassword: rng.chance(0.7) ? 'True' : 'False',
      dataBaseId, roles: userRoles, databases: [dataBaseId, ...others.map((db) => db.id)].sort((a, b) => a - b),
      codBodega: rng.pick(warehouseCodes),
    });
  }
  // appended after the staff, outside the random sequence, so every other user keeps its id and data
  const passwordDemo = DEMO_USERS[2];
  drafts.push({
    id: drafts.length + 1, name: passwordDemo.name, login: passwordDemo.login, email: passwordDemo.email,
    document: '9000000001', password: passwordDemo.password, status: true, changePassword: 'True', dataBaseId: 1,
    roles: [roleId(1, passwordDemo.role)], databases: [1], codBodega: 'MED-001',
  });
  return Promise.all(
    drafts.map(async ({ password, ...user }) => ({ ...user, passwordHash: await hashPassword(password, seedSalt(user.login)) })),
  );
}

/**
 * The demo of the second factor (issue 32 item 5): the role "Seguridad" of database 1 requires one, and `seguridad`
 * (an administrator too) is enrolled with a fixed secret the README gives, so anyone can compute its codes.
 * Written after every other user and role (see seed/write.ts), so none of theirs changes id.
 */
export const SECURITY_USER = {
  login: 'seguridad',
  password: 'Seguridad#2026',
  name: 'Camila Andrea Herrera',
  email: 'seguridad@grupoandino.co',
  role: 'Seguridad',
  /** base32; the authenticator app's entry: issuer = the company's name, account = seguridad */
  totpSecret: 'SEGURIDADGRUPOANDINOSEGUNDOFACTO',
} as const;

export async function writeSecurityUser(tx: Kysely<Database>): Promise<void> {
  const maxOf = async (table: 'roles' | 'users') =>
    (await sql<{ max: number }>`select coalesce(max(id), 0)::int as max from ${sql.table(table)}`.execute(tx)).rows[0].max;
  const admin = await tx.selectFrom('roles').select('id').where('dataBaseId', '=', 1).where('name', '=', 'Administrador').executeTakeFirstOrThrow();
  const roleId = (await maxOf('roles')) + 1;
  await tx.insertInto('roles').values({ id: roleId, name: SECURITY_USER.role, status: true, dataBaseId: 1, requireTwoFactor: true }).execute();
  const userId = (await maxOf('users')) + 1;
  await tx.insertInto('users').values({
    id: userId, name: SECURITY_USER.name, login: SECURITY_USER.login, email: SECURITY_USER.email, document: '9000000002',
    passwordHash: await hashPassword(SECURITY_USER.password, seedSalt(SECURITY_USER.login)),
    status: true, changePassword: 'False', dataBaseId: 1, codBodega: 'BOG-001',
  }).execute();
  await tx.insertInto('userRoles').values([{ userId, roleId: admin.id, position: 0 }, { userId, roleId, position: 1 }]).execute();
  await tx.insertInto('userDatabases').values({ userId, databaseId: 1, position: 0 }).execute();
  const at = '2026-01-15T09:00:00.000Z';
  await tx.insertInto('userSecondFactors').values({ userId, secret: SECURITY_USER.totpSecret, createdAt: at, confirmedAt: at }).execute();
}
