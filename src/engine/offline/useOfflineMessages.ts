import { useState } from 'react';
import { useI18nProvider } from 'react-admin';
import type { ConsoleI18nProvider } from '../../shell/i18n/i18nProvider';
import { offlineMessages } from './messages';

/** Adds the offline texts (issue 51) to the console's, once, before the component that says them renders. */
export const useOfflineMessages = () => {
  const i18n = useI18nProvider() as Partial<ConsoleI18nProvider>;
  useState(() => i18n.setMessages?.('offline', offlineMessages));
};
