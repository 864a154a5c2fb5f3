// Server messages in English and Spanish. The language comes from the request's Accept-Language header:
// a preferred language starting with "es" gives Spanish, anything else English.
import type { Request } from 'express';
import { defineServerMessages, type Lang } from '../core/serverMessages';
// Each area's and line's table is data: `{ "key": { "en": …, "es": … } }` in its own messages.json, where a translator
// can work. `defineServerMessages` makes the compiler refuse an entry without both languages.
import shell from './messages.json' with { type: 'json' };
import policy from './policyMessages.json' with { type: 'json' };
import twoFactor from './api/twoFactorMessages.json' with { type: 'json' };
import listViews from './api/listViewMessages.json' with { type: 'json' };
import mail from './mail/messages.json' with { type: 'json' };
import bulk from './bulk/messages.json' with { type: 'json' };
import actions from '../lines/admin/actionMessages.json' with { type: 'json' };
import catalogue from '../lines/catalogue/messages.json' with { type: 'json' };
// The repair back office's Spanish texts quote spec 04 §5, §8 exactly; a record that does not exist is
// 'error.recordNotFound' with one of its entities.
import repairBackOffice from '../lines/repairBackOffice/messages.json' with { type: 'json' };
import repairOrders from '../lines/repairOrders/messages.json' with { type: 'json' };
// The point of sale's texts that spec 03 quotes are the same in both languages (what the original's users know).
import pointOfSale from '../lines/repairOrders/pointOfSale/messages.json' with { type: 'json' };
import reports from '../lines/reports/messages.json' with { type: 'json' };
import resourceDesigner from '../lines/resourceDesigner/messages.json' with { type: 'json' };
import satelliteTv from '../lines/satelliteTv/messages.json' with { type: 'json' };
import sim from '../lines/sim/messages.json' with { type: 'json' };
import uploads from '../lines/uploads/messages.json' with { type: 'json' };

export type { Lang };
export type Params = Record<string, string | number | Msg>;

export const MESSAGES = {
  ...defineServerMessages(pointOfSale),
  ...defineServerMessages(repairOrders),
  ...defineServerMessages(repairBackOffice),
  ...defineServerMessages(actions),
  ...defineServerMessages(twoFactor),
  ...defineServerMessages(mail),
  ...defineServerMessages(bulk),
  ...defineServerMessages(listViews),
  ...defineServerMessages(satelliteTv),
  ...defineServerMessages(sim),
  ...defineServerMessages(uploads),
  ...defineServerMessages(reports),
  ...defineServerMessages(catalogue),
  ...defineServerMessages(resourceDesigner),
  ...defineServerMessages(policy),
  ...defineServerMessages(shell),
};

export type MessageKey = keyof typeof MESSAGES;

/** Whether a stored text is one of the messages (e.g. a notification's message key). */
export const isMessageKey = (key: unknown): key is MessageKey => typeof key === 'string' && Object.hasOwn(MESSAGES, key);

/** A message not yet translated: key and parameters (a parameter may itself be a message). */
export interface Msg {
  key: MessageKey;
  params?: Params;
}

export function languageOf(req: Pick<Request, 'headers'>): Lang {
  const header = req.headers['accept-language'];
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag, ...attrs] = part.trim().split(';');
      const q = attrs.map((a) => a.trim()).find((a) => a.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, order };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return ranked[0]?.tag.startsWith('es') ? 'es' : 'en';
}

export function translate(lang: Lang, msg: Msg): string {
  const template: string = MESSAGES[msg.key][lang];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = msg.params?.[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? translate(lang, value) : String(value);
  });
}

/** Translates a message for the language of a request. */
export function t(req: Pick<Request, 'headers'>, key: MessageKey, params?: Params): string {
  return translate(languageOf(req), { key, params });
}
