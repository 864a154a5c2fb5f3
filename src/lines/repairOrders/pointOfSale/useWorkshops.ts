import { useQuery } from '@tanstack/react-query';
import { useStore } from 'react-admin';
import { SESSION_KEYS } from '../../../shell/auth/session';
import type { WorkshopOption } from './calls';
import { usePointOfSaleCalls } from './usePointOfSaleCalls';

/**
 * The user's workshops (Workshop/GetAllByUser with auth_userId) and the chosen one: the only one when there is one,
 * else the user's last choice while it is still theirs (kept in react-admin's store).
 */
export function useWorkshops() {
  const dataProvider = usePointOfSaleCalls();
  const userId = Number(localStorage.getItem(SESSION_KEYS.userId));
  const [storedId, setStoredId] = useStore<number | null>(`pointOfSale.workshop.${userId}`, null);
  const query = useQuery({ queryKey: ['pointOfSale', 'workshops', userId], queryFn: () => dataProvider.getAllByUser({ idUser: userId }) });
  const list = query.data;
  const chosen: WorkshopOption | undefined = list?.length === 1 ? list[0] : list?.find((w) => w.id === storedId);
  return {
    list, chosen, isPending: query.isPending, error: query.error,
    retry: () => void query.refetch(),
    choose: (id: number | null) => setStoredId(id),
  };
}
