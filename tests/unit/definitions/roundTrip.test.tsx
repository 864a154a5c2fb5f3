/**
 * A definition is data: through JSON.stringify / JSON.parse it comes back equal, and the copy alone draws its screens
 * (the list with its rows, the creation form).
 */
import { describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, ResourceContextProvider, TestMemoryRouter, type DataProvider } from 'react-admin';
import type { ResourceDefinition } from '../../../contracts/resourceDefinition';
import { DefinitionsProvider } from '../../../src/engine/DefinitionsContext';
import { resolveDefinitions } from '../../../src/engine/definitions';
import { ResourceCreate } from '../../../src/engine/ResourceEditors';
import { ResourceList } from '../../../src/engine/ResourceList';
import type { FieldDefinition } from '../../../src/engine/types';
import { definitionList, messagesByLanguage, registry, translatorFor, withCalls } from '../support/lines';

const i18nProvider = polyglotI18nProvider((locale) => messagesByLanguage[locale as 'en' | 'es'], 'en', [], { allowMissing: true });

/** A value of each kind, so every column shows something. */
const sampleValue = (field: FieldDefinition, row: number): unknown => {
  if (field.defaultValue !== undefined && field.kind === 'custom') return field.defaultValue;
  switch (field.kind) {
    case 'number':
      return row;
    case 'boolean':
      return row % 2 === 1;
    case 'select':
      return field.choices?.[row % field.choices.length]?.id;
    case 'reference':
      return 1;
    case 'referenceArray':
      return [1, 2];
    case 'custom':
      return row;
    default:
      return `${field.source} ${row}`;
  }
};

const fakeProvider = (definition: ResourceDefinition) => {
  const rows = [1, 2].map((id) => ({ id, ...Object.fromEntries(definition.fields.map((field) => [field.source, sampleValue(field, id)])) }));
  const related = [1, 2].map((id) => ({ id, name: `Registro ${id}`, alias: `R${id}` }));
  return withCalls({
    getList: vi.fn(async (resource: string) => (resource === definition.name ? { data: rows, total: rows.length } : { data: related, total: 2 })),
    getMany: vi.fn(async () => ({ data: related })),
    getOne: vi.fn(async () => ({ data: rows[0] })),
    call: vi.fn(async () => ({ isSuccess: true, message: '', data: [] })),
  });
};

/** Draws a screen and waits until `drawn` finds what it should show. */
const renderScreen = async (definitions: ResourceDefinition[], name: string, screen: React.ReactNode, drawn: (container: HTMLElement) => void) => {
  const resolved = resolveDefinitions(definitions, registry, { translate: translatorFor('en') });
  const { container } = render(
    <TestMemoryRouter>
      <AdminContext dataProvider={fakeProvider(definitions.find((d) => d.name === name)!) as unknown as DataProvider} i18nProvider={i18nProvider}>
        <DefinitionsProvider value={resolved}>
          <ResourceContextProvider value={name}>{screen}</ResourceContextProvider>
        </DefinitionsProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
  try {
    await waitFor(() => drawn(container), { timeout: 5000 });
  } finally {
    cleanup();
  }
};

describe.each(definitionList.map((definition) => [definition.name, definition] as const))('the %s definition', (name, definition) => {
  const copy = JSON.parse(JSON.stringify(definition)) as ResourceDefinition;
  const withCopy = definitionList.map((other) => (other.name === name ? copy : other));

  it('comes back equal from JSON', () => {
    expect(copy).toStrictEqual(definition);
  });

  // Equal data draws equal screens; what is left to show is that the copy alone makes working screens (a definition
  // that needed code, or an object's identity, would not)
  it('its JSON copy draws the list with its rows and the creation form', async () => {
    // the fake provider's two rows
    await renderScreen(withCopy, name, <ResourceList />, (list) => expect(list.querySelectorAll('table tbody tr')).toHaveLength(2));
    await renderScreen(withCopy, name, <ResourceCreate />, (form) => expect(form.querySelector('form input')).not.toBeNull());
  });
});
