// The one way the server refuses a request: `refuse(status, key, params)` throws the envelope's error, its message
// named by a key of the message tables (mock-server/shell/messages.ts) and translated when the answer is sent. The
// server's error handler answers it as `{ isSuccess: false, message, data, errors? }`.
import type { Lang, MessageKey, Msg, Params } from '../shell/messages';

/** An error answer's `data`: a value, or a function of the caller's language (a translated text in it). */
export type AnswerData = unknown | ((lang: Lang) => unknown);

/** An error answered as an envelope with this status. Messages are translated when the answer is sent. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly msg: Msg,
    readonly errors?: Record<string, Msg>,
    readonly headers?: Record<string, string>,
    /** The envelope's data (e.g. the current version on a 409 conflict); null when absent. */
    readonly data?: AnswerData,
  ) {
    super(msg.key);
    this.name = 'ApiError';
  }
}

export interface RefuseOptions {
  /** The field the message belongs to: the answer's `errors` names it, so a form shows it there. */
  field?: string;
  /** Several fields' messages (a field → its message). */
  errors?: Record<string, Msg>;
  /** The envelope's `data` (null when absent); a function of the caller's language for a translated one. */
  data?: AnswerData;
  headers?: Record<string, string>;
}

/** The refusal as a value (to throw later, or to hand to a callback). */
export function refusalOf(status: number, key: MessageKey, params?: Params, options: RefuseOptions = {}): ApiError {
  const msg: Msg = { key, params };
  const errors = options.field ? { ...options.errors, [options.field]: msg } : options.errors;
  return new ApiError(status, msg, errors, options.headers, options.data);
}

/** Refuses the request: throws the envelope's error with this status and message. */
export function refuse(status: number, key: MessageKey, params?: Params, options?: RefuseOptions): never {
  throw refusalOf(status, key, params, options);
}

/** The 404 of a record that does not exist: "The database 7 does not exist." (`entity`: the record's kind). */
export const recordNotFound = (entity: MessageKey, id: number | string): ApiError =>
  refusalOf(404, 'error.recordNotFound', { entity: { key: entity }, id });
