import { useMessageSlot } from '../../shell/i18n/useMessageSlot';
import { offlineMessages } from './messages';

/** Adds the offline texts (issue 51) to the console's, once, before the component that says them renders. */
export const useOfflineMessages = () => useMessageSlot('offline', offlineMessages);
