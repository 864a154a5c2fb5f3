import { createTheme, type ThemeOptions } from '@mui/material/styles';

/**
 * The user asked their system for less motion (WCAG 2.3.3): menus, dialogs, drawers and notices appear at once,
 * without sliding, fading or rippling. Read once, when the app loads.
 */
const reducedMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
const NO_MOTION: ThemeOptions = {
  transitions: {
    create: () => 'none',
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
};

/**
 * The console's look: a calm light theme. Plain MUI so the sign-in chunk can use it without react-admin.
 * Pass `themeOptions` to <Admin theme> (react-admin runs createTheme itself); the sign-in app uses `theme`.
 * The input defaults repeat react-admin's own (filled, dense, full width) so its forms keep their layout.
 */
export const themeOptions: ThemeOptions = {
  ...(reducedMotion ? NO_MOTION : {}),
  palette: {
    mode: 'light',
    primary: { main: '#1f4e9c', light: '#4f78c4', dark: '#143771', contrastText: '#fff' },
    secondary: { main: '#0f8a7e', contrastText: '#fff' },
    background: { default: '#f3f5f9', paper: '#ffffff' },
    text: { primary: '#1c2434', secondary: '#5a6478' },
    divider: 'rgba(28, 36, 52, 0.12)',
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'Roboto, "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif',
    h5: { fontWeight: 600 },
    h6: { fontWeight: 500 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  // react-admin's widths of the open and collapsed side menu (its type augments ThemeOptions)
  sidebar: { width: 240, closedWidth: 55 },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: reducedMotion } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiTextField: { defaultProps: { variant: 'filled', margin: 'dense', size: 'small', fullWidth: true } },
    MuiFormControl: { defaultProps: { variant: 'filled', margin: 'dense', size: 'small', fullWidth: true } },
    MuiFilledInput: { styleOverrides: { root: { backgroundColor: 'rgba(28, 36, 52, 0.04)' } } },
    MuiTableCell: { styleOverrides: { head: { fontWeight: 600 } } },
  },
};

export const theme = createTheme(themeOptions);

/**
 * On a phone the console's pages break words anywhere (AppLayout), so that no long value widens the page. A table
 * that scrolls sideways inside its box keeps its words whole instead: a cell wraps between words ("Estado", not
 * "Esta" / "do").
 */
export const WRAP_BETWEEN_WORDS = { '& td, & th': { overflowWrap: 'normal', wordBreak: 'normal' } } as const;
