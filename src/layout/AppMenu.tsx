import { Menu, useGetResourceLabel, useTranslate } from 'react-admin';
import { resources } from '../../resources';
import { listPath } from '../engine/paths';

/** Side menu: one entry per resource, from the metadata. (The server-driven menu replaces it in the shell.) */
export const AppMenu = () => {
  const translate = useTranslate();
  const resourceLabel = useGetResourceLabel();
  return (
    <Menu>
      {Object.values(resources).map((def) => {
        const Icon = def.icon;
        const label = def.titles?.list ? translate(def.titles.list) : resourceLabel(def.name, 2);
        return <Menu.Item key={def.name} to={listPath(def)} primaryText={label} leftIcon={Icon ? <Icon /> : undefined} />;
      })}
    </Menu>
  );
};
