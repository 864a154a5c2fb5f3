import { Tooltip, type TooltipProps } from '@mui/material';
import { useState, type SyntheticEvent } from 'react';

const ONE_LINE = '.MuiTypography-noWrap, [data-one-line]';

/** Whether the one-line, ellipsis-ended text at or around `target` (the hovered or focused node) is cut. */
export const isTextCut = (target: Element | null): boolean => {
  for (let node = target; node; node = node.parentElement) {
    const text = node.matches(ONE_LINE) ? node : node.querySelector(ONE_LINE);
    if (text) return text.scrollWidth > text.clientWidth;
  }
  return false;
};

/**
 * A tooltip with the full text, shown on hover or focus only when the text it wraps is cut by its ellipsis
 * (a long menu name, a page title on a phone).
 */
export const TruncatedTooltip = ({ title, children, placement = 'bottom-start' }: Pick<TooltipProps, 'title' | 'children' | 'placement'>) => {
  const [open, setOpen] = useState(false);
  // the event's currentTarget is gone by the time MUI calls onOpen (after its delay): start from the target
  const onOpen = (event: SyntheticEvent) => setOpen(isTextCut(event.target as Element));
  return (
    <Tooltip title={title} open={open} onOpen={onOpen} onClose={() => setOpen(false)} placement={placement}>
      {children}
    </Tooltip>
  );
};
