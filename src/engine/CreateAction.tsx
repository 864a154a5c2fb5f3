import AddIcon from '@mui/icons-material/Add';
import { Button, CreateButton } from 'react-admin';
import { createPath } from './paths';
import type { ResourceDef } from './types';

/** "Create" opens the creation page, or a dialog when the resource edits in modals. */
export const CreateAction = ({ def, onCreate }: { def: ResourceDef; onCreate?: () => void }) =>
  onCreate ? (
    <Button label="ra.action.create" onClick={onCreate}>
      <AddIcon />
    </Button>
  ) : (
    <CreateButton to={createPath(def)} />
  );
