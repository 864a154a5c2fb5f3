// Live lists (issue 36): the socket.io messages both sides use. A client joins the room of a resource it shows
// with `subscribe` (answered through the acknowledgement: joined, or why not), and leaves with `unsubscribe`; the
// server emits RecordsChanged to the room once per write that changed records of that resource.

export const LIVE_SUBSCRIBE = 'subscribe';
export const LIVE_UNSUBSCRIBE = 'unsubscribe';
export const RECORDS_CHANGED_EVENT = 'RecordsChanged';

export type LiveChangeKind = 'create' | 'update' | 'delete' | 'state';

export interface RecordsChanged {
  /** the app's resource name (the room's) */
  resource: string;
  /** the records changed, as text (ids of every resource compare as strings) */
  ids: string[];
  /** who changed them */
  by: { id: number; name: string };
  /** when (ISO 8601) */
  at: string;
  /** what happened; several kinds in one write: 'update' */
  kind: LiveChangeKind;
  /** a tag of the session that wrote it (the subscribe answer gives each socket its own: a client skips its own) */
  origin?: string;
}

/** twoFactorSetupRequired: the user's role requires a second factor they have not set up (the socket closes too). */
export type SubscribeAnswer = { ok: true; self: string } | { ok: false; error: 'unknownResource' | 'forbidden' | 'unauthorized' | 'twoFactorSetupRequired' };

/**
 * What GetNotificationBlod may carry after the user id (ours, beside the documented payload): `quiet` when the
 * user's own action changed their notifications: the bell reloads without saying "Notification received".
 */
export interface NotificationDetail {
  quiet?: boolean;
}
