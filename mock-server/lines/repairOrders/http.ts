// What the repair lines' bindings share (the back office's too): a POST whose body is optional, and the refusal of
// a record that does not exist.
import type { RequestHandler } from 'express';
import { refusalOf } from '../../core/refuse';
import type { MessageKey } from '../../messages';

/**
 * Before `handle` on a call whose input is its query string (or whose body is optional): a POST sent without a body
 * is read as `{}` (handle reads a POST's body as an object, and the original clients send none).
 */
export const bodyOptional: RequestHandler = (req, _res, next) => {
  req.body ??= {};
  next();
};

/** "The store 9 does not exist.": a 404, or with `field` a 400 naming the field that named the record. */
export const missing = (entity: MessageKey, id: number | string, field?: string) =>
  refusalOf(field ? 400 : 404, 'error.recordNotFound', { entity: { key: entity }, id }, { field });
