import { Menu } from 'react-admin';
import { resources } from '../../resources';
import { listPath } from '../engine/paths';

/** Side menu: one entry per resource, from the metadata. (The server-driven menu replaces it in the shell.) */
export const AppMenu = () => (
  <Menu>
    {Object.values(resources).map((def) => {
      const Icon = def.icon;
      return (
        <Menu.Item
          key={def.name}
          to={listPath(def)}
          primaryText={def.titles?.list ?? `resources.${def.name}.name`}
          leftIcon={Icon ? <Icon /> : undefined}
        />
      );
    })}
  </Menu>
);
