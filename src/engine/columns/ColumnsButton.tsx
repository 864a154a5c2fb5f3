import { useRef, useState, type MouseEvent } from 'react';
import { Drawer, IconButton, Popover, Tooltip, useMediaQuery, type PopoverActions, type Theme } from '@mui/material';
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import { Button, useTranslate } from 'react-admin';
import type { ResourceDef } from '../types';
import { lazyComponent } from '../lazyComponent';

type Chooser = typeof import('./ColumnsChooser');
/** the chooser's code loads when it is first opened */
const ColumnsChooser = lazyComponent<{ def: ResourceDef; onShown?: () => void }, Chooser>(() => import('./ColumnsChooser'), 'ColumnsChooser');

/**
 * The list toolbar's "Columns": show, hide, reorder and reset the list's columns (issue 34 item 1). The popover is
 * placed again once the chooser is drawn: placed while its lazily loaded content was still empty, its columns ran
 * past the screen's right edge (issue 47 item 2). On a phone it is a bottom sheet, the screen's width.
 */
export const ColumnsButton = ({ def }: { def: ResourceDef }) => {
  const translate = useTranslate();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popover = useRef<PopoverActions>(null);
  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const placeAgain = () => popover.current?.updatePosition();
  const close = () => setAnchor(null);
  // Closing, the chooser's modal root (its invisible backdrop) stays over the page until its exit transition's timer
  // ends, later on a busy machine: the header's resize handle under it lost its drag (issue 47 item 7). It lets the
  // pointer through as soon as it closes.
  const rootSx = anchor ? undefined : { pointerEvents: 'none' as const };
  const label = translate('app.listViews.columns.button');
  return (
    <>
      {isPhone ? (
        <Tooltip title={label}>
          <IconButton aria-label={label} color="primary" onClick={open} onPointerEnter={() => void ColumnsChooser.preload()}>
            <ViewWeekIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button label="app.listViews.columns.button" onClick={open} onPointerEnter={() => void ColumnsChooser.preload()}>
          <ViewWeekIcon />
        </Button>
      )}
      {isPhone ? (
        <Drawer anchor="bottom" open={Boolean(anchor)} onClose={close} sx={rootSx} slotProps={{ paper: { sx: { maxHeight: '80vh', borderTopLeftRadius: 12, borderTopRightRadius: 12 } } }}>
          {anchor && <ColumnsChooser def={def} />}
        </Drawer>
      ) : (
        <Popover action={popover} open={Boolean(anchor)} anchorEl={anchor} onClose={close} sx={rootSx} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
          {anchor && <ColumnsChooser def={def} onShown={placeAgain} />}
        </Popover>
      )}
    </>
  );
};
