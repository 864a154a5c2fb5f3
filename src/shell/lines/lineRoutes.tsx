import { createElement } from 'react';
import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { resourceElements } from '../../engine/registerResources';
import type { Catalogue, CatalogueState } from './lineCatalogue';
import type { LineEntry } from '../../lines/index';
import { LineLoader } from './LineLoader';

/**
 * `<Admin>` children for the business lines: the resources and pages of the lines loaded so far, and, at the
 * routes of the others, a loader that loads the line when one of them opens.
 * (A plain function, not a component: `<Admin>` reads its children's element types.)
 */
export const lineElements = (entries: readonly LineEntry[], state: Pick<CatalogueState, 'definitions' | 'lines'>, catalogue: Catalogue) => {
  const names = state.definitions.names();
  const pages = state.lines.flatMap((line) => line.pages);
  const waiting = entries.filter((entry) => !catalogue.isLoaded(entry.name));
  return [
    ...resourceElements(names.map((name) => state.definitions.get(name)!)),
    <CustomRoutes key="line-pages">
      {pages.filter((page) => !page.noLayout).map((page) => <Route key={page.path} path={page.path} element={createElement(page.component)} />)}
      {waiting.flatMap((entry) =>
        entry.paths.map((path) => <Route key={`${entry.name}:${path}`} path={path} element={<LineLoader entry={entry} catalogue={catalogue} />} />),
      )}
    </CustomRoutes>,
    <CustomRoutes key="line-pages-without-layout" noLayout>
      {pages.filter((page) => page.noLayout).map((page) => <Route key={page.path} path={page.path} element={createElement(page.component)} />)}
    </CustomRoutes>,
  ];
};
