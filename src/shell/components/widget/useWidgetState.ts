import { useState } from 'react';
import { useStore } from 'react-admin';

/** The three states of a widget (spec 01 §2.3). */
export type WidgetState = 'default' | 'collapse' | 'fullscreen';

/**
 * A widget's state. Collapsed is remembered per widget across visits (react-admin's store, in localStorage);
 * full screen is a moment's view, so it is not brought back on the next visit.
 */
export const useWidgetState = (id: string) => {
  const [collapsed, setCollapsed] = useStore<boolean>(`widget.${id}.collapsed`, false);
  const [fullscreen, setFullscreen] = useState(false);
  const state: WidgetState = fullscreen ? 'fullscreen' : collapsed ? 'collapse' : 'default';
  return {
    state,
    toggleCollapse: () => setCollapsed(!collapsed),
    openFullscreen: () => setFullscreen(true),
    closeFullscreen: () => setFullscreen(false),
  };
};
