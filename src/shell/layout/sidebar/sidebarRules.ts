/** Spec 01 §9: an open sidebar that is not static closes 2.5 s after the pointer leaves it. */
export const SIDEBAR_AUTO_CLOSE_MS = 2500;
/** Spec 01 §9: static is turned off at a window width of 768 or less. */
export const NARROW_SCREEN_QUERY = '(max-width:768px)';
/** The spec's "lg" (992 px and up): there the collapsed sidebar opens when the pointer is over it. */
export const LARGE_SCREEN_QUERY = '(min-width:992px)';

/** What the window allows. */
export interface SidebarScreen {
  /** react-admin shows the sidebar as a temporary drawer (phones). */
  temporary: boolean;
  /** 768 px or less: never static. */
  narrow: boolean;
  /** 992 px or more: opens on hover. */
  large: boolean;
}

export interface SidebarRules {
  /** The pin control is offered. */
  pinnable: boolean;
  /** Open and beside the content (pinned), rather than over it. */
  docked: boolean;
  opensOnHover: boolean;
  /** Closes SIDEBAR_AUTO_CLOSE_MS after the pointer leaves. */
  closesOnLeave: boolean;
}

export const sidebarRules = (screen: SidebarScreen, isStatic: boolean): SidebarRules => {
  const docked = isStatic && !screen.narrow;
  return {
    pinnable: !screen.narrow,
    docked,
    opensOnHover: screen.large && !docked,
    closesOnLeave: !screen.temporary && !docked,
  };
};
