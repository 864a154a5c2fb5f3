import { createTheme, ThemeProvider } from '@mui/material/styles';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { memoryStore, StoreContextProvider, useSidebarState } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../../src/shell/auth/session';
import { SIDEBAR_AUTO_CLOSE_MS, sidebarRules, type SidebarScreen } from '../../../src/shell/layout/sidebar/sidebarRules';
import { useSidebarBehaviour } from '../../../src/shell/layout/sidebar/useSidebarBehaviour';

const DESKTOP: SidebarScreen = { temporary: false, narrow: false, large: true };
const TABLET: SidebarScreen = { temporary: false, narrow: true, large: false };
const PHONE: SidebarScreen = { temporary: true, narrow: true, large: false };

const renderSidebar = (initialScreen: SidebarScreen, stored: Record<string, unknown> = {}) => {
  const store = memoryStore(stored);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeProvider theme={createTheme()}>
      <StoreContextProvider value={store}>{children}</StoreContextProvider>
    </ThemeProvider>
  );
  return renderHook(
    ({ screen }) => {
      const behaviour = useSidebarBehaviour(screen);
      const [open, setOpen] = useSidebarState();
      return { ...behaviour, open, setOpen };
    },
    { wrapper, initialProps: { screen: initialScreen } },
  );
};

const storedStatic = () => localStorage.getItem(SESSION_KEYS.sidebarStatic);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('sidebar rules', () => {
  it('static only above 768 px, hover-open on large screens when not static, auto-close unless docked or temporary', () => {
    expect(sidebarRules(DESKTOP, true)).toEqual({ pinnable: true, docked: true, opensOnHover: false, closesOnLeave: false });
    expect(sidebarRules(DESKTOP, false)).toEqual({ pinnable: true, docked: false, opensOnHover: true, closesOnLeave: true });
    expect(sidebarRules({ ...DESKTOP, large: false }, false).opensOnHover).toBe(false);
    expect(sidebarRules(TABLET, true)).toEqual({ pinnable: false, docked: false, opensOnHover: false, closesOnLeave: true });
    expect(sidebarRules(PHONE, false).closesOnLeave).toBe(false);
  });
});

describe('useSidebarBehaviour', () => {
  it('is static (pinned open) by default on a wide screen, and ignores the pointer then', () => {
    const { result } = renderSidebar(DESKTOP);
    expect(result.current.isStatic).toBe(true);
    expect(result.current.open).toBe(true);
    act(() => result.current.onMouseLeave());
    act(() => vi.advanceTimersByTime(SIDEBAR_AUTO_CLOSE_MS * 2));
    expect(result.current.open).toBe(true);
  });

  it('unpinned: stays open while the pointer is over it, closes 2.5 s after it leaves, opens again on hover', () => {
    const { result } = renderSidebar(DESKTOP);
    act(() => result.current.toggleStatic());
    expect(result.current.isStatic).toBe(false);
    expect(storedStatic()).toBe('false');
    expect(result.current.open).toBe(true);
    expect(result.current.floating).toBe(true);

    act(() => result.current.onMouseLeave());
    act(() => vi.advanceTimersByTime(SIDEBAR_AUTO_CLOSE_MS - 1));
    expect(result.current.open).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.open).toBe(false);

    act(() => result.current.onMouseEnter());
    expect(result.current.open).toBe(true);
    // coming back before the 2.5 s cancels the close
    act(() => result.current.onMouseLeave());
    act(() => vi.advanceTimersByTime(2000));
    act(() => result.current.onMouseEnter());
    act(() => vi.advanceTimersByTime(SIDEBAR_AUTO_CLOSE_MS));
    expect(result.current.open).toBe(true);
  });

  it('starts collapsed when the stored choice is not static, and pinning opens it and stores the choice', () => {
    localStorage.setItem(SESSION_KEYS.sidebarStatic, 'false');
    const { result } = renderSidebar(DESKTOP);
    expect(result.current.open).toBe(false);
    act(() => result.current.toggleStatic());
    expect(result.current.open).toBe(true);
    expect(result.current.isStatic).toBe(true);
    expect(storedStatic()).toBe('true');
  });

  it('pinning during the 2.5 s cancels the close', () => {
    localStorage.setItem(SESSION_KEYS.sidebarStatic, 'false');
    const { result } = renderSidebar(DESKTOP);
    act(() => result.current.onMouseEnter());
    act(() => result.current.onMouseLeave());
    act(() => result.current.toggleStatic());
    act(() => vi.advanceTimersByTime(SIDEBAR_AUTO_CLOSE_MS * 2));
    expect(result.current.open).toBe(true);
  });

  it('does not open on hover below the large breakpoint', () => {
    localStorage.setItem(SESSION_KEYS.sidebarStatic, 'false');
    const { result } = renderSidebar({ ...DESKTOP, large: false });
    act(() => result.current.onMouseEnter());
    expect(result.current.open).toBe(false);
  });

  it('turns static off at 768 px or less and offers no pin there, keeping the choice for when the window is wide again', () => {
    const { result, rerender } = renderSidebar(DESKTOP);
    expect(result.current.isStatic).toBe(true);
    rerender({ screen: TABLET });
    expect(result.current.isStatic).toBe(false);
    expect(result.current.pinnable).toBe(false);
    // a narrow moment (a resized window, a full-page capture) does not unpin it for good
    expect(storedStatic()).not.toBe('false');
    rerender({ screen: DESKTOP });
    expect(result.current.isStatic).toBe(true);
    expect(result.current.open).toBe(true);
  });

  it('a pinned sidebar that starts closed (e.g. after a phone-sized window) is not unpinned by that', () => {
    const { result, rerender } = renderSidebar(PHONE);
    act(() => result.current.setOpen(false)); // the phone's drawer closed
    rerender({ screen: DESKTOP });
    expect(result.current.isStatic).toBe(true);
    expect(result.current.open).toBe(true);
    expect(storedStatic()).not.toBe('false');
  });

  it('closing a static sidebar with the app bar button unpins it', () => {
    const { result } = renderSidebar(DESKTOP);
    act(() => result.current.setOpen(false));
    expect(result.current.isStatic).toBe(false);
    expect(storedStatic()).toBe('false');
  });

  it('on a phone the drawer starts closed, even when a wider screen left it open', () => {
    const { result } = renderSidebar(PHONE, { 'sidebar.open': true });
    expect(result.current.open).toBe(false);
  });

  it("on phones the pointer does nothing: react-admin's temporary drawer opens and closes by its button", () => {
    const { result } = renderSidebar(PHONE);
    act(() => result.current.setOpen(true));
    act(() => result.current.onMouseLeave());
    act(() => vi.advanceTimersByTime(SIDEBAR_AUTO_CLOSE_MS * 2));
    expect(result.current.open).toBe(true);
    expect(result.current.floating).toBe(false);
  });
});
