import { Box, Tooltip } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { TitlePortal } from 'react-admin';
import { isTextCut } from '../../components/textCut';

/**
 * The page title: one line that ends in an ellipsis when the bar is narrow. react-admin's title nests its text in an
 * inline block (RaConfigurable-root, whose own class outweighed a plain `& *`), which the ellipsis of the title box
 * does not reach: the bar cut it mid-word with no ellipsis (issue 47 item 4). Doubled `&&` outweighs it.
 */
const titleOnOneLine = { minWidth: 0, '&& *': { display: 'inline' } };

/**
 * The app bar's page title; when its ellipsis cuts it, it can be focused and shows whole on hover or focus. The
 * pages write their title into it through a React portal, whose events do not bubble to this box in React: it
 * listens to the DOM, and watches the title's size and text to know whether it is cut.
 */
export const AppTitle = () => {
  const box = useRef<HTMLDivElement>(null);
  const [cut, setCut] = useState(false);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const node = box.current;
    const title = node?.querySelector<HTMLElement>('#react-admin-title');
    if (!node || !title) return undefined;
    const check = () => setCut(isTextCut(title, 1));
    // a ResizeObserver reports the title's size once laid out, where reading it costs nothing: read at once here, it
    // made the browser lay the page out in the middle of the first screen's effects (about 10 ms)
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(check);
    if (resized) resized.observe(title);
    else check();
    const changed = new MutationObserver(check);
    changed.observe(title, { childList: true, subtree: true, characterData: true });
    const show = () => setShown(true);
    const hide = () => setShown(false);
    node.addEventListener('mouseover', show);
    node.addEventListener('mouseleave', hide);
    node.addEventListener('focusin', show);
    node.addEventListener('focusout', hide);
    return () => {
      resized?.disconnect();
      changed.disconnect();
      node.removeEventListener('mouseover', show);
      node.removeEventListener('mouseleave', hide);
      node.removeEventListener('focusin', show);
      node.removeEventListener('focusout', hide);
    };
  }, []);
  const whole = cut ? (box.current?.textContent ?? '') : '';
  // the Tooltip (on a layer over the title) only while the title is cut: a Tooltip mounting sets state in the commit,
  // which in the first screen's commit made React draw the page again before the browser could paint the rows
  return (
    <Box
      ref={box}
      tabIndex={cut ? 0 : undefined}
      aria-label={whole || undefined}
      sx={{ position: 'relative', flex: 1, minWidth: 0, display: 'flex', '&:focus-visible': { outline: '2px solid', outlineColor: 'common.white' } }}
    >
      <TitlePortal sx={titleOnOneLine} data-one-line />
      {whole && (
        <Tooltip title={whole} open={shown} placement="bottom-start" disableFocusListener disableHoverListener disableTouchListener>
          <span aria-hidden style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }} />
        </Tooltip>
      )}
    </Box>
  );
};
