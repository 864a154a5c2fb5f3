/**
 * Actions/Get and Actions/Apply (spec 01 §7.3: "GET Actions/Get and POST Actions/Apply {item}, with placeholder
 * options; response shapes are not shown"). Their meaning here: the one-step housekeeping actions of the console that
 * the signed-in user may apply to what is theirs (their sessions, their notifications) or, with the permission, to
 * everyone's (the failed sign-in counters). Get lists the ones the user may apply, labelled in their language;
 * Apply runs one in a transaction with an audit row (resource `actions`, the item as record id) and answers what it
 * did. An unknown item is a 400 naming `item`; one the user lacks the permission for, a 403.
 */
import { z } from 'zod';
import { endpoint } from '../envelope';
import * as routes from '../routes/actions';
import { oneOf } from './fields';

/** The actions, by the `item` Actions/Apply takes. */
export const ACTION_ITEMS = ['signOutOtherSessions', 'dismissMyNotifications', 'clearSignInLockouts'] as const;
export type ActionItem = (typeof ACTION_ITEMS)[number];

export const actionOption = z.object({
  item: z.enum(ACTION_ITEMS),
  /** in the caller's language (Accept-Language) */
  label: z.string(),
  description: z.string(),
  /** whether the console asks before applying it (it cannot be undone) */
  needsConfirmation: z.boolean(),
  /** the menu entry and flag (spec 01 §6: L V W R D) it needs; null: any signed-in user may apply it */
  permission: z.object({ menu: z.string(), flag: z.enum(['L', 'V', 'W', 'R', 'D']) }).nullable(),
});
export type ActionOption = z.infer<typeof actionOption>;

export const actionsGet = endpoint({
  ...routes.actionsGet,
  summary: 'The actions the signed-in user may apply (item, label and description in their language, whether to confirm, the permission it needs).',
  answer: z.array(actionOption),
});

export const actionsApply = endpoint({
  ...routes.actionsApply,
  summary: 'Applies one action of Actions/Get for the signed-in user, with an audit row; the message says what it did (400: unknown item; 403: not permitted).',
  body: z.object({ item: oneOf(ACTION_ITEMS) }),
  answer: z.object({
    item: z.enum(ACTION_ITEMS),
    /** how many records it changed (sessions closed, notifications dismissed, accounts and devices unlocked) */
    count: z.number().int(),
  }),
});
