// @vitest-environment node
import { describe, expect, it } from 'vitest';
import databases from '../../../resources/admin/databases.json';
import stores from '../../../resources/repairBackOffice/stores.json';
import uploadTypes from '../../../resources/uploads/uploadTypes.json';
import { adminMessages } from '../../../src/lines/admin/messages';
import type { ResourceDefinition } from '../../../contracts/resourceDefinition';
import { firstRowsPlan, textOf, type MessageTree } from '../../../src/boot/firstRows/plan';
import { cellText } from '../../../src/boot/firstRows/cellText';

const messages = adminMessages as unknown as { en: MessageTree; es: MessageTree };

describe("the first rows' plan (drawn before the app, issue 37)", () => {
  it("has a list's title, columns and choices in both languages, from its definition and its line's texts", () => {
    const plan = firstRowsPlan(databases as ResourceDefinition, messages)!;
    expect(plan.title).toEqual({ en: 'Microservices', es: 'Microservicios' });
    expect(plan.columns.map((column) => [column.source, column.kind, column.sortable])).toEqual([
      ['id', 'id', true],
      ['name', 'text', true],
      ['alias', 'text', true],
      ['databaseType', 'select', true],
      ['storage', 'text', false],
      ['status', 'boolean', true],
    ]);
    expect(plan.columns[3].label).toEqual({ en: textOf(messages.en, 'resources.databases.fields.databaseType'), es: textOf(messages.es, 'resources.databases.fields.databaseType') });
    expect(plan.columns[3].label.es).not.toBe(plan.columns[3].label.en);
    expect(plan.columns[3].choices?.find((choice) => choice.id === 3)?.name.en).toBe(textOf(messages.en, 'resources.databases.types.api'));
    expect(plan).toMatchObject({ selectable: true, sort: { field: 'id', order: 'ASC' }, itemsPath: 'items', totalPath: 'totalItemCount', filters: ['search'] });
  });

  it('leaves to the app a list whose rows need more than its answer: row buttons, a state switch, another resource', () => {
    expect(firstRowsPlan(stores as ResourceDefinition, messages)).toBeUndefined();
    expect(firstRowsPlan(uploadTypes as ResourceDefinition, messages)).toBeUndefined();
  });

  it('writes cells as the list does: ids as they come, choices by name, numbers and dates in the language', () => {
    const plan = firstRowsPlan(databases as ResourceDefinition, messages)!;
    const [id, , , type] = plan.columns;
    expect(cellText(id, 12345, 'es')).toBe('12345');
    expect(cellText(type, 2, 'en')).toBe(textOf(messages.en, 'resources.databases.types.mySql'));
    expect(cellText(type, 99, 'en')).toBe('');
    expect(cellText({ kind: 'number' }, 1234567, 'es')).toBe('1.234.567');
    expect(cellText({ kind: 'date' }, '2026-11-03', 'es')).toBe('3/11/2026');
    expect(cellText(id, null, 'en')).toBe('');
  });

  it('reads a missing text as its key, as the app does', () => {
    expect(textOf({ a: { b: 'B' } }, 'a.b')).toBe('B');
    expect(textOf({ a: { b: 'B' } }, 'a.c')).toBe('a.c');
  });
});
