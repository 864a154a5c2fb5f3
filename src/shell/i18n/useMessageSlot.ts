import { useState } from 'react';
import { useI18nProvider } from 'react-admin';
import type { MessageTree } from './defineMessages';
import type { ConsoleI18nProvider } from './i18nProvider';

/**
 * Adds a chunk's own texts to the console's under `slot`, once, before the component that says them renders: texts
 * a lazily loaded part brings with it, so the first screen's catalogue carries none of them.
 */
export const useMessageSlot = (slot: string, messages: { en: MessageTree; es: MessageTree }) => {
  const i18n = useI18nProvider() as Partial<ConsoleI18nProvider>;
  useState(() => i18n.setMessages?.(slot, messages));
};
