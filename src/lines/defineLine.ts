/**
 * The contract of a business line (DESIGN.md §2): one folder `src/lines/<line>/` whose `index.ts` default-exports
 * `defineLine({...})`. The app registers the line when one of its routes first opens (the line's chunk is loaded
 * then): its definitions join the injected catalogue, its registry entries the registries, its messages the i18n
 * catalogue, its calls the data provider, and its pages the router.
 */
import type { ComponentType } from 'react';
import type { HttpClient } from '../../dataProviders/httpClient';
import type { Uploader } from '../../dataProviders/upload';
import type { ResourceDefinition } from '../../contracts/resourceDefinition';
import type { RegistryEntries } from '../engine/registry';
import type { MessageTree } from '../shell/i18n/defineMessages';

/** A page of a line that is not a generated resource screen (a workflow page, a dashboard...). */
export interface LinePage {
  /** react-router path, e.g. /SimCard/components/PrintSimCards */
  path: string;
  /** the page, usually `lazyComponent(() => import('./PrintSimCards'), 'PrintSimCards')` */
  component: ComponentType;
  /** true: without the console's layout (a printable page) */
  noLayout?: boolean;
}

/** A line's named calls: built on the documented-endpoint client, added to the data provider as methods. */
export type LineCalls = Record<string, (...args: never[]) => Promise<unknown>>;

export interface Line<Calls extends LineCalls = LineCalls> {
  /** the line's folder name: admin, catalogue, sim, reports, uploads, satelliteTv, repairOrders, repairBackOffice */
  name: string;
  /** its resources, as data (JSON files in `resources/`) */
  definitions: ResourceDefinition[];
  /** what its definitions name: custom inputs, displays, tabs, actions, pages, rules */
  registry: RegistryEntries;
  /** its own pages */
  pages: LinePage[];
  /** its texts: English and Spanish with the same keys (defineMessages) */
  messages: { en: MessageTree; es: MessageTree };
  /** its workflow calls, as named methods of the data provider (`useDataProvider<LineDataProvider>()`); multipart ones use `upload` */
  calls: (http: HttpClient, upload: Uploader) => Calls;
}

export const defineLine = <Calls extends LineCalls>(line: Line<Calls>): Line<Calls> => line;
