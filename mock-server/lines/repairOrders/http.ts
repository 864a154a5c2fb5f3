// What the repair lines' bindings share (the back office's too): the refusal of a record that does not exist.
import { refusalOf } from '../../core/refuse';
import type { MessageKey } from '../../shell/messages';

/** "The store 9 does not exist.": a 404, or with `field` a 400 naming the field that named the record. */
export const missing = (entity: MessageKey, id: number | string, field?: string) =>
  refusalOf(field ? 400 : 404, 'error.recordNotFound', { entity: { key: entity }, id }, { field });
