import { useGetManyAggregate, useTranslate } from 'react-admin';
import { referencedIds, referenceNames, type HistoryReference } from './historyFormat';

/**
 * A recorded value that names other records (a role's database, a user's roles), shown by their names: fetched as
 * react-admin's ReferenceField does (one batched getMany per resource for every entry on screen, cached), the ids
 * themselves while loading or when a record cannot be read (deleted since, no access).
 */
export const HistoryReferenceValue = ({ reference, value }: { reference: HistoryReference; value: unknown }) => {
  const translate = useTranslate();
  const ids = referencedIds(value);
  const { data } = useGetManyAggregate(reference.resource, { ids }, { enabled: ids.length > 0, retry: false });
  if (ids.length === 0) return <>{translate('app.engine.history.empty_value')}</>;
  return <>{referenceNames(ids, data, reference.optionText)}</>;
};
