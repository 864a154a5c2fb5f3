import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { UploadsDataProvider } from './calls';

/** The upload types assigned to the signed-in user (undefined while loading). */
export function useMyUploadTypes() {
  const dataProvider = useDataProvider<UploadsDataProvider>();
  return useQuery({ queryKey: ['uploads', 'myTypes'], queryFn: () => dataProvider.listMyUploadTypes() });
}
