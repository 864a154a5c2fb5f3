/**
 * The business lines as the unit tests see them, without the app: their definitions resolved against the
 * registries, the messages of the shell and every line, and fake data providers given the lines' named calls.
 */
import type { ReactNode } from 'react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ResourceDefinition, ResourceLookup } from '../../../contracts/resourceDefinition';
import { DefinitionsProvider } from '../../../src/engine/DefinitionsContext';
import { resolveDefinitions } from '../../../src/engine/definitions';
import { mergeRegistries } from '../../../src/engine/registry';
import type { ResourceDef } from '../../../src/engine/types';
import { messagesWith } from '../../../src/shell/i18n/i18nProvider';
import { MENU_ICONS } from '../../../src/shell/layout/menu/menuIcons';
import adminLine from '../../../src/lines/admin';
import uploadsLine from '../../../src/lines/uploads';
import repairBackOfficeLine from '../../../src/lines/repairBackOffice';
import repairOrdersLine from '../../../src/lines/repairOrders';
import resourceDesignerLine from '../../../src/lines/resourceDesigner';
import { shellCalls } from '../../../src/shell/shellCalls';

export const LINES = [adminLine, uploadsLine, repairOrdersLine, repairBackOfficeLine, resourceDesignerLine];

/** Every text: react-admin's, the shell's and every line's. */
export const messagesByLanguage = messagesWith(...LINES.map((line) => line.messages));

export const translatorFor = (locale: 'en' | 'es') =>
  polyglotI18nProvider(() => messagesByLanguage[locale], locale, [], { allowMissing: true }).translate;

export const definitionList: ResourceDefinition[] = LINES.flatMap((line) => line.definitions);
export const registry = mergeRegistries({ icons: MENU_ICONS }, ...LINES.map((line) => line.registry));
export const definitions = resolveDefinitions(definitionList, registry, { translate: translatorFor('en') });

/** The data provider's and auth provider's lookup, over every line's definitions. */
export const getResource: ResourceLookup = (name) => definitionList.find((definition) => definition.name === name);

/** A resource ready for the screens (English rule messages). */
export const resource = (name: string): ResourceDef => {
  const def = definitions.get(name);
  if (!def) throw new Error(`No resource ${name}`);
  return def;
};

/** The definitions context the app provides. */
export const WithDefinitions = ({ children }: { children: ReactNode }) => (
  <DefinitionsProvider value={definitions}>{children}</DefinitionsProvider>
);

/**
 * A fake data provider with the shell's and the lines' named calls built on its `call` (the documented-endpoint
 * client): tests keep answering and asserting endpoint calls while the screens use named methods.
 */
export const withCalls = <P extends { call?: (request: any) => Promise<unknown>; upload?: unknown }>(provider: P) => {
  if (!provider.call) return provider;
  const http = provider.call as never;
  const upload = (provider.upload ?? (() => Promise.reject(new Error('no upload')))) as never;
  return Object.assign(provider, shellCalls(http, upload), ...LINES.map((line) => line.calls(http, upload)));
};
