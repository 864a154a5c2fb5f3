// The theme honours the system's "reduce motion" setting (WCAG 2.3.3): no transitions, no ripples.
import { createTheme } from '@mui/material/styles';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The theme module as loaded on a system that does (or does not) ask for less motion. */
const themeOptionsWhen = async (reduce: boolean) => {
  vi.resetModules();
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query }));
  return (await import('../../../src/shell/theme')).themeOptions;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the theme and reduced motion', () => {
  it('asked for less motion: components show at once, without transitions or ripples', async () => {
    const theme = createTheme(await themeOptionsWhen(true));
    expect(theme.transitions.create(['opacity', 'transform'])).toBe('none');
    expect(theme.transitions.duration.enteringScreen).toBe(0);
    expect(theme.transitions.duration.leavingScreen).toBe(0);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
  });

  it('by default: MUI’s own transitions and ripples', async () => {
    const theme = createTheme(await themeOptionsWhen(false));
    expect(theme.transitions.create('opacity')).toMatch(/^opacity \d+ms/);
    expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(false);
  });
});
