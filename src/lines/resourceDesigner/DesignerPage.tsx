import { useSearchParams } from 'react-router-dom';
import { DesignEditor } from './DesignEditor';
import { DesignList } from './DesignList';

/**
 * The Resource Designer (issue 19) at /system/configuration/resources: the designed resources, and one of them
 * in the editor (`?id=5`, or `?id=new`), so the browser's Back returns to the list.
 */
export function DesignerPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (id === null) return <DesignList />;
  return <DesignEditor key={id} id={id === 'new' ? 0 : Number(id)} />;
}
