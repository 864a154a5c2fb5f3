import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider, useGetMany, type GetListParams, type Identifier } from 'react-admin';
import { roleChoices, type RoleChoice, type RoleRecord } from './roleChoices';

/** Spec 01 §9: role look-ups ask for every row at once. */
export const ROLE_LOOKUP_SIZE = 9_999_999;

const rolesQuery = (dataBaseId: Identifier): GetListParams => ({
  pagination: { page: 1, perPage: ROLE_LOOKUP_SIZE },
  sort: { field: 'id', order: 'ASC' },
  filter: { dataBaseId },
});

export interface RolesOfDatabases {
  choices: RoleChoice[];
  /** some database's roles are still on their way */
  isPending: boolean;
  /** every selected database's roles have arrived (only then may choices be dropped) */
  isLoaded: boolean;
}

/**
 * The roles of each selected database (Role/List through the data provider, one call per database, cached under
 * react-admin's own keys so a refresh renews them), named "role (database alias)".
 */
export const useRolesOfDatabases = (databaseIds: Identifier[]): RolesOfDatabases => {
  const dataProvider = useDataProvider();
  const results = useQueries({
    queries: databaseIds.map((dataBaseId) => {
      const params = rolesQuery(dataBaseId);
      return {
        queryKey: ['roles', 'getList', params],
        queryFn: () => dataProvider.getList<RoleRecord>('roles', params),
      };
    }),
  });
  const { data: databases = [] } = useGetMany('databases', { ids: databaseIds });
  // the results array is new on every render; its answers are not, and they are what the choices depend on
  const answersKey = results.map((result) => result.dataUpdatedAt).join();
  const namesKey = databases.map((db) => `${db.id}:${db.alias}`).join();
  const choices = useMemo(
    () => roleChoices(results.flatMap((result) => result.data?.data ?? []), databases),
    [answersKey, namesKey],
  );
  return {
    choices,
    isPending: results.some((result) => result.isPending),
    isLoaded: results.every((result) => result.isSuccess),
  };
};
