import { flagsByPath } from '../../auth/permissions';
import { useMenuAccess } from '../../layout/menu/useMenuAccess';
import { DESIGNER_PATH } from '../../../contracts/endpoints/resourceDesignerConstants';

/** The signed-in user's flags on the designer's own menu entry: W changes designs (the server checks it too). */
export const useDesignerAccess = () => {
  const menu = useMenuAccess();
  const flags = menu.data ? flagsByPath(menu.data).get(DESIGNER_PATH) : undefined;
  return { canWrite: Boolean(flags?.w) };
};
