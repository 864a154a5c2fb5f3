import { useEffect, type RefObject, type SyntheticEvent } from 'react';
import { isTextCut } from '../../shell/components/textCut';

/**
 * Keeps `--pinned-actions` on the table's box at the width of its pinned row buttons (the header cell of the sticky
 * last column), read by the scroller's scroll padding: a column scrolled to comes beside the buttons, not under them.
 * Looked up again when the rows change (the table is drawn with its first rows), watched for size after.
 */
export const usePinnedActionsRoom = (box: RefObject<HTMLElement | null>, pinned: boolean, drawn: unknown) => {
  useEffect(() => {
    const node = box.current;
    const actions = pinned ? node?.querySelector<HTMLElement>('thead th.row-actions') : null;
    if (!node || !actions) return undefined;
    const keep = () => node.style.setProperty('--pinned-actions', `${Math.ceil(actions.getBoundingClientRect().width)}px`);
    if (typeof ResizeObserver === 'undefined') {
      keep();
      return undefined;
    }
    // it reports the buttons' size once laid out (read in the effect, the page was laid out in the middle of the
    // first screen's effects)
    const observer = new ResizeObserver(keep);
    observer.observe(actions);
    return () => observer.disconnect();
  }, [box, pinned, drawn]);
};

/**
 * A cell's one-line value cut by its ellipsis shows whole on hover and focus (the native tooltip of its `title`),
 * set when the pointer or the focus reaches it: one listener for the table, nothing per cell.
 */
export const wholeValueOnHover = (event: SyntheticEvent) => {
  const target = event.target as Element;
  const text = target.closest?.('.one-line') ?? target.querySelector?.('.one-line');
  if (!(text instanceof HTMLElement)) return;
  if (isTextCut(text)) text.title = text.textContent ?? '';
  else text.removeAttribute('title');
};
