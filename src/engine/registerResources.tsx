import { CustomRoutes, Resource, ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { ResourceList } from './ResourceList';
import { ResourceCreate, ResourceEdit, ResourceEditByQuery } from './ResourceEditors';
import type { ResourceDef } from './types';

/**
 * `<Admin>` children for the resources. Resources with spec routes are registered without react-admin's
 * default routes and get their own paths as custom routes; plain resources use the defaults.
 * (Plain functions, not components: `<Admin>` reads its children's element types.)
 */
export const resourceElements = (defs: ResourceDef[]) => [
  ...defs.map((def) =>
    def.routes ? (
      <Resource key={def.name} name={def.name} icon={def.icon} recordRepresentation={def.recordRepresentation} hasCreate hasEdit />
    ) : (
      <Resource
        key={def.name}
        name={def.name}
        icon={def.icon}
        recordRepresentation={def.recordRepresentation}
        list={ResourceList}
        create={ResourceCreate}
        edit={ResourceEdit}
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
              <ResourceList />
            </ResourceContextProvider>
          }
        />,
        <Route
          key={`${def.name}-edit`}
          path={def.routes!.edit.path}
          element={
            <ResourceContextProvider value={def.name}>
              <ResourceEditByQuery />
            </ResourceContextProvider>
          }
        />,
      ])}
  </CustomRoutes>,
];
