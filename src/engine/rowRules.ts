/**
 * Headless rules of a list's rows and forms (no React): which state a record is in and what its switch does, why
 * an action is refused for a record, which notice follows a write, and when a dependent select is emptied.
 */
import type { DisabledAction, StateDefinition, StateSwitch } from '../../contracts/resourceDefinition';
import { conditionHolds } from './fieldRules';
import type { ResourceDefinition } from './types';

type Values = Record<string, unknown> | undefined;

/** The state a record is in (compared as text: a state may come as a number or a string), if any. */
export const currentState = (stateSwitch: StateSwitch, record: Values): StateDefinition | undefined =>
  stateSwitch.states.find((state) => String(state.value) === String(record?.[stateSwitch.source]));

/** The i18n key saying why the action is refused for this record, or undefined when it is allowed. */
export const disabledReason = (rule: DisabledAction | undefined, record: Values): string | undefined =>
  rule && record && conditionHolds(rule.when, record) ? rule.reason : undefined;

type Notice = 'created' | 'updated' | 'deleted';
const ENGINE_NOTICES: Record<Notice, string> = {
  created: 'app.engine.saved',
  updated: 'app.engine.saved',
  deleted: 'ra.notification.deleted',
};

/** The notice after a write: the resource's own when it declares one, else the engine's. */
export const noticeOf = (def: Pick<ResourceDefinition, 'messages'>, kind: Notice): string => def.messages?.[kind] ?? ENGINE_NOTICES[kind];

/**
 * Whether a dependent select must be emptied: its parent changed from one value to another (not the first value
 * the form loads with, so an edited record keeps its city).
 */
export const clearsDependent = (previousParent: unknown, nextParent: unknown): boolean =>
  previousParent !== undefined && String(previousParent ?? '') !== String(nextParent ?? '');
