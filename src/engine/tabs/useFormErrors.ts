import { useEffect, useMemo, useRef, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { errorLeaves } from './formTabs';

/**
 * The form's current error paths, and a counter that goes up on every failed save: a submit that left errors
 * (the browser's checks), or errors the server sent back (set with type 'server', possibly after the submit ended,
 * or on a form reopened after an optimistic save failed). Typing that changes errors does not count, so a tab
 * opened on a failed save never jumps while the user types.
 */
export const useFormErrors = () => {
  const { errors, submitCount } = useFormState();
  const leaves = errorLeaves(errors);
  const pathKey = leaves.map((leaf) => leaf.path).join('|');
  // one array per set of paths, so consumers re-render only when the invalid inputs change
  const paths = useMemo(() => (pathKey ? pathKey.split('|') : []), [pathKey]);
  const serverSignature = leaves
    .filter((leaf) => leaf.type === 'server')
    .map((leaf) => leaf.path)
    .join('|');
  const [failedSaves, setFailedSaves] = useState(0);
  const seen = useRef({ submitCount, serverSignature });
  useEffect(() => {
    const submitted = submitCount !== seen.current.submitCount;
    const serverErrorsArrived = serverSignature !== '' && serverSignature !== seen.current.serverSignature;
    seen.current = { submitCount, serverSignature };
    if ((submitted && paths.length > 0) || serverErrorsArrived) setFailedSaves((count) => count + 1);
  }, [submitCount, serverSignature, paths.length]);
  return { paths, failedSaves };
};
