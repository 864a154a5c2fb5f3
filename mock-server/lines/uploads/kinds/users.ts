// Users of the type's database: rows checked by User/Save's contract (userFields, a new user linked to that
// database) and the password policy, logins unique among the stored users and the file; written with their link.
import { sql } from 'kysely';
import { userFields } from '../../../../contracts/endpoints/users';
import { hashPassword } from '../../../shell/passwords';
import { listMessage, missingPasswordRules } from '../../../shell/passwordPolicy';
import { PROCEDURES } from '../seed';
import { bothOf, duplicates, type Errors, type UploadKind } from './kind';

type UserRow = ReturnType<typeof userFields.parse>;

export const usersKind: UploadKind<UserRow> = {
  procedure: PROCEDURES.users,
  columns: [
    { field: 'name', headers: ['nombre'] },
    { field: 'login', headers: ['usuario'] },
    { field: 'email', headers: ['correo'] },
    { field: 'document', headers: ['documento'] },
    { field: 'password', headers: ['clave', 'contraseña'] },
  ],
  schema: userFields,
  base: ({ type }) => ({ id: 0, dataBaseId: type.dataBaseId, status: true, changePassword: 'True' }),
  rowCheck(input): Errors {
    const password = typeof input.password === 'string' ? input.password : '';
    const missing = password === '' ? [] : missingPasswordRules(password);
    return missing.length === 0 ? {} : { password: bothOf({ key: 'user.weakPassword', params: { missing: listMessage(missing) } }) };
  },
  async crossCheck(db, rows) {
    const logins = [...rows.values()].map((u) => u.login.toLowerCase());
    const stored = logins.length === 0 ? [] : await db.selectFrom('users').select(sql<string>`lower(login)`.as('login')).where(sql<boolean>`lower(login) = any(${logins}::text[])`).execute();
    return duplicates(rows, 'login', (u) => u.login.toLowerCase(), new Set(stored.map((s) => s.login)), 'Login');
  },
  async write(tx, rows, { type }) {
    for (const user of rows) {
      const { id } = await tx
        .insertInto('users')
        .values({
          name: user.name, login: user.login, email: user.email, document: user.document, status: true, changePassword: 'True',
          passwordHash: await hashPassword(user.password), dataBaseId: type.dataBaseId, codBodega: '',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx.insertInto('userDatabases').values({ userId: id, databaseId: type.dataBaseId, position: 0 }).execute();
    }
  },
  objectOf: (u) => `${u.login} (${u.name})`,
};
