import { createContext, type ReactNode } from 'react';
import type { Definitions } from './definitions';

/**
 * The resources the app knows, injected as react-admin injects its providers: `App` fills it from the registered
 * business lines (later also from definitions the server publishes); screens read it with `useResourceDef` /
 * `useDefinition`. Nothing imports a global catalogue.
 */
export const DefinitionsContext = createContext<Definitions | null>(null);

export const DefinitionsProvider = ({ value, children }: { value: Definitions; children: ReactNode }) => (
  <DefinitionsContext.Provider value={value}>{children}</DefinitionsContext.Provider>
);
