import type { Identifier } from 'react-admin';

/** A role as Role/List answers it. */
export interface RoleRecord {
  id: Identifier;
  name: string;
  dataBaseId: Identifier;
  status?: boolean;
}

/** The part of a database a role choice names it by. */
export interface DatabaseLabel {
  id: Identifier;
  alias?: string;
  name?: string;
}

/** A role offered to a user: "Operador (INV_BOG)", with the database it belongs to. */
export interface RoleChoice {
  id: Identifier;
  name: string;
  dataBaseId: Identifier;
}

const sameId = (a: Identifier, b: Identifier) => String(a) === String(b);

/** The roles of the selected databases, named "role (database alias)", in the order of the databases. */
export const roleChoices = (roles: RoleRecord[], databases: DatabaseLabel[]): RoleChoice[] =>
  roles.map((role) => {
    const database = databases.find((db) => sameId(db.id, role.dataBaseId));
    const databaseName = database?.alias || database?.name || `#${role.dataBaseId}`;
    return { id: role.id, dataBaseId: role.dataBaseId, name: `${role.name} (${databaseName})` };
  });

/** The chosen roles that still belong to one of the offered databases (a role must belong to a user's database). */
export const keepOfferedRoles = (chosen: Identifier[], offered: RoleChoice[]): Identifier[] =>
  chosen.filter((id) => offered.some((choice) => sameId(choice.id, id)));
