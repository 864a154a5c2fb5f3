import { callPermission } from '../../../contracts/policy';
import { useMenuAccess } from '../layout/menu/useMenuAccess';
import { flagsByPath, type Flags } from './permissions';

/** A documented call as the contracts name it (`contracts/endpoints/*`: an endpoint object has both). */
export interface DocumentedCall {
  method: string;
  path: string;
}

/**
 * Whether a user with these menu flags may make the call, read from the server's own policy (contracts/policy.ts):
 * the flag on any of the call's menu entries lets it through, as on the server. A public or any-signed-in call is
 * allowed; a call the policy does not know is not (the server would not have started with it). Ownership rules
 * (the user's own orders, warehouse...) are the server's to apply to the record: the app only hides what the flags
 * refuse. `GET|POST` endpoints are allowed when either method is.
 */
export const callAllowed = (flags: ReadonlyMap<string, Flags>, call: DocumentedCall): boolean =>
  call.method.split('|').some((method) => {
    const permission = callPermission(method, call.path);
    if (permission === undefined) return false;
    if (permission === 'public' || permission === 'signedIn') return true;
    return permission.menu.some((path) => Boolean(flags.get(path)?.[permission.flag]));
  });

/** Whether the call needs the user's menu flags at all (public and any-signed-in calls do not). */
const needsFlags = (call: DocumentedCall): boolean =>
  call.method.split('|').every((method) => typeof callPermission(method, call.path) === 'object');

/**
 * Whether the signed-in user may make a documented call: the screens show a write button only when this is true.
 * It reads the menu tree the app already loads (Menu/GetAccess, shared with the sidebar: no request of its own), and
 * answers false while the tree loads, so no button flashes in and out.
 */
export function useCallAllowed(call: DocumentedCall): boolean {
  const menu = useMenuAccess();
  if (!needsFlags(call)) return callAllowed(new Map(), call);
  return menu.data ? callAllowed(flagsByPath(menu.data), call) : false;
}
