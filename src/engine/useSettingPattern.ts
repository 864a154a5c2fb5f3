import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProviders';
import { readPath } from '../../dataProviders/documentedProvider';
import type { FieldDef } from './types';

/**
 * The source of a pattern a field reads from its line's settings (`pattern.setting`: a GET call and where the
 * value sits in its data), once per session; undefined for other fields, and while it loads.
 */
export const useSettingPattern = (field: FieldDef): string | undefined => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const setting = field.pattern?.setting;
  const { data } = useQuery({
    queryKey: ['engine', 'setting', setting?.path, setting?.valuePath],
    enabled: Boolean(setting),
    staleTime: Infinity,
    queryFn: async () => {
      const answer = await dataProvider.call({ method: 'GET', path: setting!.path });
      const value = readPath(answer.data, setting!.valuePath);
      return typeof value === 'string' ? value : '';
    },
  });
  return data || undefined;
};
