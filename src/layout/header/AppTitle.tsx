import { Box, Tooltip } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { TitlePortal } from 'react-admin';
import { isTextCut } from '../../components/TruncatedTooltip';

/**
 * The page title: one line that ends in an ellipsis when the bar is narrow (react-admin's title nests its text in
 * blocks, which the ellipsis of the title box did not reach).
 */
const titleOnOneLine = { '& *': { display: 'inline' } };

/**
 * The app bar's page title; when its ellipsis cuts it (a phone), hovering it shows it whole. The pages write their
 * title into it through a React portal, whose events do not bubble to this box in React: it listens to the DOM.
 */
export const AppTitle = () => {
  const box = useRef<HTMLDivElement>(null);
  const [whole, setWhole] = useState<string | null>(null);
  useEffect(() => {
    const node = box.current;
    if (!node) return undefined;
    const show = (event: Event) => setWhole(isTextCut(event.target as Element) ? node.textContent : null);
    const hide = () => setWhole(null);
    node.addEventListener('mouseover', show);
    node.addEventListener('mouseleave', hide);
    return () => {
      node.removeEventListener('mouseover', show);
      node.removeEventListener('mouseleave', hide);
    };
  }, []);
  return (
    <Tooltip title={whole ?? ''} open={Boolean(whole)} placement="bottom-start">
      <Box ref={box} sx={{ flex: 1, minWidth: 0, display: 'flex' }}>
        <TitlePortal sx={titleOnOneLine} data-one-line />
      </Box>
    </Tooltip>
  );
};
