import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, type Identifier } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { useDefinition } from '../../../engine/useResourceDef';
import type { AdminDataProvider } from '../calls';

export interface RootMenu {
  id: number;
  name: string;
}

/** The value of `root` for a top-level entry (spec 01 §3: 0 = none). */
export const NO_ROOT = 0;

/** The root menus of a database (POST Menu/GetRoot), shared by the list column and the form's select. */
export const useRootMenus = (databaseId: Identifier | undefined) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: ['menus', 'GetRoot', Number(databaseId)],
    queryFn: () => dataProvider.getRootMenus(databaseId!),
    enabled: Boolean(databaseId),
    staleTime: 30_000,
  });
};

/** The roots a menu may hang from: "None", then every root of its database but the menu itself. */
export const rootChoices = (roots: RootMenu[], self: Identifier | undefined, noneLabel: string): RootMenu[] => [
  { id: NO_ROOT, name: noneLabel },
  ...roots.filter((root) => self === undefined || String(root.id) !== String(self)),
];

/**
 * The database a menu form belongs to: the record's (editing), else the form's value, else the database whose
 * detail page the dialog is open on (`?id=`), since a new menu gets its dataBaseId only when it is saved.
 */
export const useMenuDatabaseId = (): Identifier | undefined => {
  const record = useRecordContext();
  const inForm = useWatch({ name: 'dataBaseId' }) as Identifier | undefined;
  const [params] = useSearchParams();
  const fromPage = params.get(useDefinition('databases').routes?.edit?.idQuery ?? 'id');
  return (record?.dataBaseId as Identifier | undefined) ?? inForm ?? (fromPage ? Number(fromPage) : undefined);
};
