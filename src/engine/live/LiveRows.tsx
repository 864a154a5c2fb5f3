import { Box, keyframes, type SxProps } from '@mui/material';
import { createContext, useContext, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { EMPTY_LIVE_ROWS, isMarked, type LiveRowsState } from './liveRows';

/** Read by screen readers, not drawn. */
// widths in px: MUI's sx reads a number up to 1 as a fraction (width: 1 is 100 %, which widened a phone's page)
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', p: 0, m: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;

const LiveRowsContext = createContext<LiveRowsState>(EMPTY_LIVE_ROWS);

/** The live list's marks, for its rows (ResourceRows, MobileList). */
export const LiveRowsProvider = ({ value, children }: { value: LiveRowsState; children: ReactNode }) => (
  <LiveRowsContext.Provider value={value}>{children}</LiveRowsContext.Provider>
);

export const useLiveRows = () => useContext(LiveRowsContext);

const fade = keyframes`
  from { background-color: var(--live-mark); }
  to { background-color: transparent; }
`;

/** A changed row: tinted, the tint fading over the mark's time (held still for who asked for less motion). */
export const LIVE_ROW_SX: SxProps = {
  // amber, light enough under dark or light text
  '--live-mark': 'rgba(255, 193, 7, 0.28)',
  backgroundColor: 'var(--live-mark)',
  animation: `${fade} 4s ease-in forwards`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
};

/** A row's sx: the mark when it changed a moment ago. */
const UNMARKED_ROW_SX: SxProps = {};
/** A row's look: marked a moment after another session changed it, else none (one object for all the others). */
export const liveRowSx = (state: LiveRowsState, id: unknown): SxProps => (isMarked(state, id) ? LIVE_ROW_SX : UNMARKED_ROW_SX);

/** Tells screen readers what changed ("2 rows updated by Ana"), politely, once per change. */
export const LiveAnnouncer = ({ state }: { state: LiveRowsState }) => {
  const translate = useTranslate();
  const said = state.announcement;
  return (
    <Box role="status" aria-live="polite" sx={visuallyHidden} data-testid="live-announcer">
      {said ? <span key={said.serial}>{translate(`app.engine.live.rows.${said.kind}`, { smart_count: said.count, name: said.name })}</span> : null}
    </Box>
  );
};
