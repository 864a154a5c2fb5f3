import { useContext, useEffect } from 'react';
import { useResourceContext } from 'react-admin';
import { DefinitionsContext } from './DefinitionsContext';
import type { Definitions } from './definitions';
import { preloadEntries } from './lazyComponent';
import { componentsOf } from './resolveDefinition';
import { whenIdle } from '../boot/whenIdle';
import type { ResourceDef } from './types';

/** The injected definitions; a screen rendered outside a DefinitionsProvider is a programming error. */
export const useDefinitions = (): Definitions => {
  const definitions = useContext(DefinitionsContext);
  if (!definitions) throw new Error('No resource definitions: render the screens inside a <DefinitionsProvider>');
  return definitions;
};

/**
 * The resource of that name, ready for the screens. The custom parts it names (inputs, tabs, actions) start
 * loading once the screen is drawn (when the browser is idle), so they are there before a form or a tab shows them.
 */
export const useDefinition = (name: string | undefined): ResourceDef => {
  const definitions = useDefinitions();
  const def = name ? definitions.get(name) : undefined;
  useEffect(() => (def ? whenIdle(() => preloadEntries(componentsOf(def))) : undefined), [def]);
  if (!def) throw new Error(`No resource definition for "${name}"`);
  return def;
};

/** The resource in react-admin's resource context. */
export const useResourceDef = (): ResourceDef => useDefinition(useResourceContext());
