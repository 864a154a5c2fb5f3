import { Tooltip, type TooltipProps } from '@mui/material';
import { cloneElement, useDeferredValue, type ReactElement } from 'react';

/**
 * MUI's Tooltip, put on in a pass of its own right after the component's first (`useDeferredValue`, as `Deferred`);
 * until then its child carries the title as its accessible name (what the Tooltip gives it too). A Tooltip mounting
 * sets state from its child's ref in the commit itself: in the commit that draws a list's rows, such updates made
 * React run every effect of that commit and draw the page again before the browser could paint the rows. The child is
 * drawn again once, when the Tooltip comes.
 */
export const LateTooltip = ({ title, children, ...props }: TooltipProps & { children: ReactElement<Record<string, unknown>> }) =>
  useDeferredValue(true, false) ? (
    <Tooltip title={title} {...props}>
      {children}
    </Tooltip>
  ) : (
    cloneElement(children, { 'aria-label': typeof title === 'string' ? title : undefined })
  );
