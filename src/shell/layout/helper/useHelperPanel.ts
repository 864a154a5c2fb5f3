import { useStore } from 'react-admin';

/** Whether the Helper side panel is open: shared by its app-bar button and the panel. */
export const useHelperPanel = () => useStore<boolean>('layout.helper.open', false);
