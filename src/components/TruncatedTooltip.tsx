import { Tooltip, type TooltipProps } from '@mui/material';
import { useState, type ReactElement, type ReactNode, type SyntheticEvent } from 'react';

const ONE_LINE = '.MuiTypography-noWrap, [data-one-line]';

/** The one-line, ellipsis-ended text at or around `target` (the hovered or focused node), if any. */
const oneLineTextOf = (target: Element | null): Element | null => {
  for (let node = target; node; node = node.parentElement) {
    const text = node.matches(ONE_LINE) ? node : node.querySelector(ONE_LINE);
    if (text) return text;
  }
  return null;
};

/** Whether the one-line text at or around `target` is cut by its ellipsis. */
export const isTextCut = (target: Element | null): boolean => {
  const text = oneLineTextOf(target);
  return text ? text.scrollWidth > text.clientWidth : false;
};

interface TruncatedTooltipProps {
  /** the full text; absent, the cut text itself */
  title?: ReactNode;
  placement?: TooltipProps['placement'];
  children: ReactElement;
}

/**
 * A tooltip with the full text, shown on hover or focus only when the text it wraps is cut by its ellipsis
 * (a long menu name).
 */
export const TruncatedTooltip = ({ title, children, placement = 'bottom-start' }: TruncatedTooltipProps) => {
  const [shown, setShown] = useState<ReactNode>(null);
  // the event's currentTarget is gone by the time MUI calls onOpen (after its delay): start from the target
  const onOpen = (event: SyntheticEvent) => {
    const target = event.target as Element;
    setShown(isTextCut(target) ? (title ?? oneLineTextOf(target)?.textContent) : null);
  };
  return (
    <Tooltip title={shown ?? ''} open={Boolean(shown)} onOpen={onOpen} onClose={() => setShown(null)} placement={placement}>
      {children}
    </Tooltip>
  );
};
