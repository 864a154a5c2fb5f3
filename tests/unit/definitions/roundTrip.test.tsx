/**
 * A definition is data: through JSON.stringify / JSON.parse it comes back equal, and the screens it makes (the
 * list with its rows, the creation form) render exactly the same from the copy.
 */
import { describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
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

/** The rendered HTML once nothing changes any more (lazy registry entries and queries settled), without React's ids. */
const settledHtml = async (container: HTMLElement) => {
  let previous = '';
  for (let stable = 0; stable < 4; ) {
    await new Promise((resolve) => setTimeout(resolve, 60));
    const html = container.innerHTML;
    stable = html === previous ? stable + 1 : 0;
    previous = html;
  }
  return previous.replace(/_r_\w+_|«r\w+»|:r\w+:/g, 'ID');
};

const renderScreen = async (definitions: ResourceDefinition[], name: string, screen: React.ReactNode) => {
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
  const html = await settledHtml(container);
  cleanup();
  return html;
};

describe.each(definitionList.map((definition) => [definition.name, definition] as const))('the %s definition', (name, definition) => {
  const copy = JSON.parse(JSON.stringify(definition)) as ResourceDefinition;
  const withCopy = definitionList.map((other) => (other.name === name ? copy : other));

  it('comes back equal from JSON', () => {
    expect(copy).toStrictEqual(definition);
  });

  // each screen is drawn once first: a lazy registry entry suspends on its first render only
  it('renders the same list from its JSON copy', async () => {
    await renderScreen(definitionList, name, <ResourceList />);
    const original = await renderScreen(definitionList, name, <ResourceList />);
    expect(original).toContain('<table');
    expect(await renderScreen(withCopy, name, <ResourceList />)).toBe(original);
  });

  it('renders the same creation form from its JSON copy', async () => {
    await renderScreen(definitionList, name, <ResourceCreate />);
    const original = await renderScreen(definitionList, name, <ResourceCreate />);
    expect(original).toContain('<form');
    expect(await renderScreen(withCopy, name, <ResourceCreate />)).toBe(original);
  });
});
