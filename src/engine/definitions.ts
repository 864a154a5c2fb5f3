/**
 * A set of resolved definitions, by resource name: what the definitions context holds. Headless.
 */
import { resolveDefinition } from './resolveDefinition';
import type { Registry, RuleContext } from './registry';
import type { ResourceDef, ResourceDefinition } from './types';

export interface Definitions {
  /** the resource ready for the screens, or undefined when no registered line declares it */
  get(name: string): ResourceDef | undefined;
  names(): string[];
}

/** Resolves every definition against the registries at once, so a missing entry fails at registration, not mid-screen. */
export const resolveDefinitions = (definitions: ResourceDefinition[], registry: Registry, context: RuleContext): Definitions => {
  const byName = new Map(definitions.map((definition) => [definition.name, resolveDefinition(definition, registry, context)]));
  return {
    get: (name) => byName.get(name),
    names: () => [...byName.keys()],
  };
};
