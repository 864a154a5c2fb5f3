import type { FieldDef } from '../types';

/** A tab of a tabbed form: its i18n label and the inputs it holds. */
export interface FormTab {
  label: string;
  fields: FieldDef[];
}

/** Where fields that name no tab go, when others do. */
export const GENERAL_TAB = 'app.engine.tabs.general';

/**
 * The tabs of a form, in the order their first field appears; null when no field names a tab (a plain form).
 */
export const formTabsOf = (fields: FieldDef[]): FormTab[] | null => {
  if (!fields.some((field) => field.tab)) return null;
  const tabs = new Map<string, FieldDef[]>();
  for (const field of fields) {
    const label = field.tab ?? GENERAL_TAB;
    tabs.set(label, [...(tabs.get(label) ?? []), field]);
  }
  return [...tabs].map(([label, tabFields]) => ({ label, fields: tabFields }));
};

/** A leaf of react-hook-form's error tree: { type, message } (nested objects and arrays hold more). */
const isLeafError = (node: unknown): node is { type?: unknown; message?: unknown } =>
  typeof node === 'object' &&
  node !== null &&
  (typeof (node as { type?: unknown }).type === 'string' || typeof (node as { message?: unknown }).message === 'string');

interface ErrorLeaf {
  path: string;
  type: string;
}

/** Every error of the form as a dotted path ('name', 'roles.0'), leaving out the form-wide `root` errors. */
export const errorLeaves = (errors: unknown, prefix = ''): ErrorLeaf[] => {
  if (typeof errors !== 'object' || errors === null) return [];
  return Object.entries(errors as Record<string, unknown>).flatMap(([key, node]) => {
    if (!prefix && key === 'root') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    if (isLeafError(node)) {
      // an array input's own error sits beside its items' errors
      const nested = errorLeaves(Object.fromEntries(Object.entries(node).filter(([k]) => /^\d+$/.test(k))), path);
      return [{ path, type: String(node.type ?? '') }, ...nested];
    }
    return errorLeaves(node, path);
  });
};

/** Whether an error path belongs to the input of `source` (itself or one of its items/members). */
export const pathBelongsTo = (path: string, source: string) => path === source || path.startsWith(`${source}.`);

/** How many inputs of each tab hold an error (an input with several errors counts once). */
export const invalidCountByTab = (tabs: FormTab[], paths: string[]): number[] =>
  tabs.map((tab) => tab.fields.filter((field) => paths.some((path) => pathBelongsTo(path, field.source))).length);

/** How many inputs of the form hold an error, for a form shown as one tab among others (a dialog). */
export const invalidFieldCount = (fields: FieldDef[], paths: string[]): number =>
  invalidCountByTab([{ label: '', fields }], paths)[0];
