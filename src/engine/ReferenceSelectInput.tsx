import type { ReactElement } from 'react';
import { Offline, ReferenceInputBase, type ReferenceInputBaseProps } from 'react-admin';

const OFFLINE = <Offline variant="inline" />;

/**
 * react-admin's `<ReferenceInput>`, given its select as a child. The engine always gives it one; react-admin's own
 * component imports `<AutocompleteInput>` for when it is given none, and so brings MUI's autocomplete (the largest
 * input there is, ~35 KB) to every list's first screen.
 */
export const ReferenceSelectInput = ({ children, ...props }: ReferenceInputBaseProps & { children: ReactElement; alwaysOn?: boolean }) => (
  <ReferenceInputBase offline={OFFLINE} {...props}>
    {children}
  </ReferenceInputBase>
);
