import { useStore } from 'react-admin';

/** The text typed in the app bar's search box; the dashboard filters its cards with it. */
export const useHeaderSearch = () => useStore<string>('header.search', '');
