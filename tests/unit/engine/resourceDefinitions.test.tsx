/**
 * The app gives react-admin the definitions of the resources it renders with (src/shell/resourceDefinitions.ts):
 * react-admin's own registration, after the first render, then finds them there and does not render the app again.
 */
import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { Resource, ResourceDefinitionContextProvider, useResourceDefinitionContext, type ResourceDefinition } from 'react-admin';
import { resourceElements } from '../../../src/engine/registerResources';
import { resourceDefinitionsOf } from '../../../src/shell/resourceDefinitions';
import { resource } from '../support/lines';

describe("the resources' definitions known at the first render", () => {
  const elements = resourceElements([resource('databases'), resource('roles')]);

  it('are those react-admin registers for the same elements', () => {
    const definitions = resourceDefinitionsOf(elements);
    const registered = elements
      .filter((element) => element.type === Resource)
      .map((element) => Resource.registerResource!(element.props as never) as ResourceDefinition);
    expect(registered.length).toBeGreaterThan(0);
    expect(Object.values(definitions)).toEqual(registered);
  });

  it("are already there at the first render, and react-admin's registration does not render again", async () => {
    const renders: string[][] = [];
    let register: ((definition: ResourceDefinition) => void) | undefined;
    const Probe = () => {
      const context = useResourceDefinitionContext();
      register = context.register;
      renders.push(Object.keys(context.definitions));
      useEffect(() => undefined);
      return null;
    };
    const definitions = resourceDefinitionsOf(elements);
    render(
      <ResourceDefinitionContextProvider definitions={definitions}>
        <Probe />
      </ResourceDefinitionContextProvider>,
    );
    expect(renders).toEqual([Object.keys(definitions)]);
    await act(async () => Object.values(resourceDefinitionsOf(elements)).forEach((definition) => register!(definition)));
    expect(renders).toHaveLength(1);
  });
});
