import { Children, isValidElement, type ReactNode } from 'react';
import type { ResourceDefinitions, ResourceProps } from 'react-admin';

interface RegistersItself {
  registerResource: (props: ResourceProps, permissions?: unknown) => ResourceDefinitions[string];
}

/**
 * The definitions react-admin registers for `<Admin>`'s resources, computed as it does (each `<Resource>`'s
 * `registerResource`). react-admin starts with none and registers them in an effect after the first render, which
 * then renders the whole app a second time, in the same task as the first screen's rows (before the browser can
 * paint them). Given as the definitions' first state, the registration finds them there and changes nothing.
 */
export const resourceDefinitionsOf = (children: ReactNode): ResourceDefinitions => {
  const definitions: ResourceDefinitions = {};
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const type = child.type as Partial<RegistersItself>;
    if (typeof type.registerResource !== 'function') return;
    const definition = type.registerResource(child.props as ResourceProps);
    definitions[definition.name] = definition;
  });
  return definitions;
};
