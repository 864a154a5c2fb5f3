import { createElement } from 'react';
import { CustomRoutes, Resource, ResourceContextProvider } from 'react-admin';
import { Navigate, Route, useParams } from 'react-router-dom';
import { createPath, editPath, listPath } from './paths';
import { useResourceDef } from './useResourceDef';
import { ResourceList } from './ResourceList';
import { ResourceCreate, ResourceEdit, ResourceEditByQuery, ResourceShow } from './lazyScreens';
import type { ResourceDef } from './types';

/** The generated screens, unless the resource's metadata brings its own page. */
const screensOf = (def: ResourceDef) => ({
  List: def.slots?.pages?.list ?? ResourceList,
  Create: def.slots?.pages?.create ?? ResourceCreate,
  Edit: def.slots?.pages?.edit ?? ResourceEdit,
  EditByQuery: def.slots?.pages?.edit ?? ResourceEditByQuery,
});

/**
 * react-admin's default paths of a resource that has spec routes (/databases, /databases/5, /databases/create)
 * lead to the spec's pages: react-admin itself goes there (e.g. back to the list after "Element does not exist"),
 * and a typed address must not open a blank page.
 */
const ToSpecList = () => <Navigate to={listPath(useResourceDef())} replace />;
const ToSpecCreate = () => <Navigate to={createPath(useResourceDef())} replace />;
const ToSpecEdit = () => {
  const def = useResourceDef();
  const { id } = useParams();
  return <Navigate to={id ? editPath(def, id) : listPath(def)} replace />;
};

/**
 * `<Admin>` children for the resources. Resources with spec routes are registered without react-admin's
 * default routes and get their own paths as custom routes; plain resources use the defaults.
 * (Plain functions, not components: `<Admin>` reads its children's element types.)
 */
export const resourceElements = (defs: ResourceDef[]) => [
  ...defs.map((def) =>
    def.routes ? (
      <Resource
        key={def.name}
        name={def.name}
        icon={def.icon}
        recordRepresentation={def.recordRepresentation}
        list={ToSpecList}
        create={ToSpecCreate}
        edit={ToSpecEdit}
        show={ToSpecEdit}
      />
    ) : (
      <Resource
        key={def.name}
        name={def.name}
        icon={def.icon}
        recordRepresentation={def.recordRepresentation}
        list={screensOf(def).List}
        create={screensOf(def).Create}
        edit={screensOf(def).Edit}
        show={ResourceShow}
      />
    ),
  ),
  <CustomRoutes key="resource-routes">
    {defs
      .filter((def) => def.routes)
      .flatMap((def) => [
        <Route
          key={`${def.name}-list`}
          path={def.routes!.list}
          element={
            <ResourceContextProvider value={def.name}>
              {createElement(screensOf(def).List)}
            </ResourceContextProvider>
          }
        />,
        ...(def.routes!.edit
          ? [
              <Route
                key={`${def.name}-edit`}
                path={def.routes!.edit.path}
                element={
                  <ResourceContextProvider value={def.name}>
                    {createElement(screensOf(def).EditByQuery)}
                  </ResourceContextProvider>
                }
              />,
            ]
          : []),
      ])}
  </CustomRoutes>,
];
