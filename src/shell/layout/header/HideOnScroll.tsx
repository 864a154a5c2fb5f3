import Slide from '@mui/material/Slide';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import type { ReactElement } from 'react';
import { useAfterFirstScreen } from '../../../boot/whenIdle';

/**
 * react-admin's HideOnScroll (the bar slides away as the page scrolls down, back as it scrolls up), watching the
 * scroll only once the first screen is drawn. MUI's trigger reads the scroll position as it mounts, which makes the
 * browser lay out the whole page in the middle of the first screen's render (10+ ms); a page opens at the top.
 */
export const HideOnScroll = ({ children, className }: { children: ReactElement; className?: string }) => {
  const watching = useAfterFirstScreen();
  const hidden = useScrollTrigger({ target: watching ? window : null });
  return (
    <Slide appear={false} direction="down" in={!hidden} className={className}>
      {children}
    </Slide>
  );
};
