import { useEffect, useMemo, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { FieldDef } from '../types';

/** [field, the field it is checked against]: a rule across two fields (`compare`) or a confirmation (`matches`). */
export const comparedPairs = (fields: readonly FieldDef[]): Array<[field: string, other: string]> =>
  fields.flatMap((field) => [
    ...(field.compare ?? []).map((rule): [string, string] => [field.source, rule.field]),
    ...(field.matches ? [[field.source, field.matches.field] as [string, string]] : []),
  ]);

const Recheck = ({ pairs }: { pairs: Array<[string, string]> }) => {
  const others = useMemo(() => [...new Set(pairs.map(([, other]) => other))], [pairs]);
  const values = useWatch({ name: others });
  const { trigger, getFieldState } = useFormContext();
  const seen = useRef<string | undefined>(undefined);
  const signature = JSON.stringify(values);
  useEffect(() => {
    const before = seen.current;
    seen.current = signature;
    if (before === undefined || before === signature) return;
    // only fields the user has been to or that show a message: a field not yet filled is not told off early
    const again = [...new Set(pairs.map(([field]) => field).filter((field) => getFieldState(field).isTouched || getFieldState(field).invalid))];
    if (again.length > 0) void trigger(again);
  }, [signature]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
};

/**
 * A field checked against another is checked again when the other changes: "the receiving operator differs from the
 * donor" no longer stays under the receiving operator once the donor is changed (react-hook-form checks a field
 * when it changes itself).
 */
export const RecheckComparedFields = ({ fields }: { fields: readonly FieldDef[] }) => {
  const pairs = useMemo(() => comparedPairs(fields), [fields]);
  return pairs.length > 0 ? <Recheck pairs={pairs} /> : null;
};
