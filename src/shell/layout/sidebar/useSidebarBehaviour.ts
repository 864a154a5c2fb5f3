import { useCallback, useEffect, useRef } from 'react';
import { useSidebarState } from 'react-admin';
import { SIDEBAR_AUTO_CLOSE_MS, sidebarRules, type SidebarScreen } from './sidebarRules';
import { useStaticSidebar } from './useStaticSidebar';

/**
 * The sidebar of spec 01 §2.3: static (pinned open beside the content) or collapsed. When it is not static it
 * opens on hover on large screens, over the content, and closes 2.5 s after the pointer leaves. Static is turned
 * off on narrow windows; closing a static sidebar with the app bar's menu button unpins it.
 */
export const useSidebarBehaviour = (screen: SidebarScreen) => {
  const [open, setOpen] = useSidebarState();
  const [isStatic, setStatic] = useStaticSidebar();
  const rules = sidebarRules(screen, isStatic);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelClose = useCallback(() => {
    clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  }, []);

  // a sidebar that is not static starts collapsed (react-admin's own default is open on wide screens); on a phone
  // the drawer starts closed whatever was stored on a wider screen (open, it would cover the page at every load)
  const startsCollapsed = useRef(screen.temporary || !rules.docked);
  useEffect(() => {
    if (startsCollapsed.current) setOpen(false);
    startsCollapsed.current = false;
  }, [setOpen]);

  // The stored choice changes only when the user acts. At 768 px or less static is off (sidebarRules), but a
  // narrow moment (a resized window, a rotated tablet) must not unpin it for good: wide again, it docks again.
  const before = useRef({ open, docked: rules.docked });
  useEffect(() => {
    const was = before.current;
    before.current = { open, docked: rules.docked };
    // closed with the app bar's button while pinned: the user unpins it
    if (was.open && was.docked && !open && rules.docked) setStatic(false);
    // docked again after a narrow moment: open, as pinned means
    else if (!was.docked && rules.docked && !open) setOpen(true);
  }, [open, rules.docked, setStatic, setOpen]);

  useEffect(() => cancelClose, [cancelClose]);

  const toggleStatic = () => {
    cancelClose();
    if (!isStatic) setOpen(true);
    setStatic(!isStatic);
  };

  const onMouseEnter = () => {
    cancelClose();
    if (rules.opensOnHover && !open) setOpen(true);
  };

  const onMouseLeave = () => {
    if (!rules.closesOnLeave || !open) return;
    cancelClose();
    closeTimer.current = setTimeout(() => {
      closeTimer.current = undefined;
      setOpen(false);
    }, SIDEBAR_AUTO_CLOSE_MS);
  };

  return {
    open,
    isStatic: rules.docked,
    pinnable: rules.pinnable,
    /** open but not pinned: shown over the content instead of pushing it */
    floating: open && !rules.docked && !screen.temporary,
    toggleStatic,
    onMouseEnter,
    onMouseLeave,
  };
};
