import { useMemo } from 'react';
import { useHeaderSearch } from '../../layout/headerSearch';
import { useMenuAccess } from '../../layout/menu/useMenuAccess';
import { filterDashboardCards, toDashboardCards } from './dashboardCards';

/** The dashboard's cards: the user's menu as cards, filtered by the app bar's search text. */
export const useDashboardCards = () => {
  const menu = useMenuAccess();
  const [search, setSearch] = useHeaderSearch();
  const allCards = useMemo(() => toDashboardCards(menu.data ?? []), [menu.data]);
  const cards = useMemo(() => filterDashboardCards(allCards, search), [allCards, search]);
  return {
    cards,
    hasMenu: allCards.length > 0,
    search: search.trim(),
    clearSearch: () => setSearch(''),
    isPending: menu.isPending,
    isError: menu.isError,
    retry: () => menu.refetch(),
  };
};
