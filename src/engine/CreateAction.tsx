import AddIcon from '@mui/icons-material/Add';
import { Button, CreateButton } from 'react-admin';
import { createPath } from './paths';
import type { ResourceDef } from './types';
import { useResourceAccess } from './useResourceAccess';

/** "Create" opens the creation page, or a dialog when the resource edits in modals; hidden without the W flag. */
export const CreateAction = ({ def, onCreate }: { def: ResourceDef; onCreate?: () => void }) => {
  const { canCreate } = useResourceAccess(def.name);
  if (!canCreate || def.list.create === false) return null;
  return onCreate ? (
    <Button label={def.list.createLabel ?? 'ra.action.create'} onClick={onCreate}>
      <AddIcon />
    </Button>
  ) : (
    <CreateButton to={createPath(def)} label={def.list.createLabel} />
  );
};
