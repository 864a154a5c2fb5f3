import { useState, type MouseEvent } from 'react';
import { IconButton, Popover, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import { Button, useTranslate } from 'react-admin';
import type { ResourceDef } from '../types';
import { lazyComponent } from '../lazyComponent';

type Chooser = typeof import('./ColumnsChooser');
/** the chooser's code loads when it is first opened */
const ColumnsChooser = lazyComponent<{ def: ResourceDef }, Chooser>(() => import('./ColumnsChooser'), 'ColumnsChooser');

/** The list toolbar's "Columns": show, hide, reorder and reset the list's columns (issue 34 item 1). */
export const ColumnsButton = ({ def }: { def: ResourceDef }) => {
  const translate = useTranslate();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
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
      <Popover open={Boolean(anchor)} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        {anchor && <ColumnsChooser def={def} />}
      </Popover>
    </>
  );
};
