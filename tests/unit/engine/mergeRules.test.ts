// Issue 51: the three-way merge of an edit sent after the record changed on the server (src/engine/offline/mergeRules.ts).
// Every case a user meets: nothing of theirs silently overwritten, nothing of the user's silently lost.
import { describe, expect, it } from 'vitest';
import { conflictSummary, mergeEdit, resolveConflicts, theirsFromConflict } from '../../../src/engine/offline/mergeRules';

const base = { id: 7, version: 3, name: 'Bodega Norte', alias: 'BOD_N', storage: 'https://a.co/1', status: true, tags: ['a'] };
const by = { changedBy: { id: 2, name: 'Operador Demo' }, changedAt: '2026-12-07T10:00:00.000Z' };

describe('mergeEdit', () => {
  it('fields changed on one side only merge: the user sends theirs, the server keeps its own', () => {
    const result = mergeEdit(base, { ...base, name: 'Bodega Norte 2' }, { ...base, version: 4, alias: 'BOD_N2' });
    expect(result).toEqual({ merged: { name: 'Bodega Norte 2' }, conflicts: [], agreed: [] });
  });

  it('a field both sides changed to the same value agrees; to different values it is a conflict, with who and when', () => {
    const result = mergeEdit(base, { name: 'Sur', alias: 'BOD_S' }, { ...base, name: 'Centro', alias: 'BOD_S' }, { name: by, alias: by });
    expect(result.merged).toEqual({});
    expect(result.agreed).toEqual(['alias']);
    expect(result.conflicts).toEqual([{ field: 'name', base: 'Bodega Norte', mine: 'Sur', theirs: 'Centro', change: by }]);
  });

  it('values the user left as they were are not part of the edit, however the form sent them', () => {
    const result = mergeEdit(base, { ...base, tags: ['a'], status: true }, { ...base, status: false, tags: ['a', 'b'] });
    expect(result).toEqual({ merged: {}, conflicts: [], agreed: [] });
  });

  it('a value the server changed and changed back is no change; a hidden secret changed on the server is one', () => {
    expect(mergeEdit(base, { name: 'Sur' }, base, { name: by }).merged).toEqual({ name: 'Sur' });
    const secret = { ...base, password: '***' };
    expect(mergeEdit(secret, { password: 'nueva' }, secret, { password: by }).conflicts).toHaveLength(1);
    expect(mergeEdit(secret, { password: 'nueva' }, secret).merged).toEqual({ password: 'nueva' });
  });

  it('the id and the versions are never merged, and arrays and objects compare by content', () => {
    const result = mergeEdit(base, { id: 9, version: 1, baseVersion: 1, tags: ['a', 'c'] }, { ...base, tags: ['a', 'c'] });
    expect(result).toEqual({ merged: {}, conflicts: [], agreed: ['tags'] });
  });
});

describe('theirsFromConflict', () => {
  it("reads the server's side from a complete changedSince; an incomplete one asks for the record", () => {
    const changedSince = { version: 3, complete: true, fields: { alias: { value: 'BOD_X', ...by } } };
    expect(theirsFromConflict(base, { changedSince })).toEqual({ theirs: { ...base, alias: 'BOD_X' }, changes: { alias: by } });
    expect(theirsFromConflict(base, { changedSince: { ...changedSince, complete: false } })).toBeUndefined();
    expect(theirsFromConflict(base, { changedSince: null })).toBeUndefined();
  });
});

describe('resolveConflicts', () => {
  it('applies nothing until every conflict has a choice; then mine keeps the value and theirs drops it', () => {
    const result = mergeEdit(base, { name: 'Sur', alias: 'BOD_S', storage: 'https://a.co/2' }, { ...base, name: 'Centro', alias: 'BOD_C' });
    expect(resolveConflicts(result, { name: 'mine' })).toBeUndefined();
    expect(resolveConflicts(result, { name: 'mine', alias: 'theirs' })).toEqual({ storage: 'https://a.co/2', name: 'Sur' });
  });
});

describe('conflictSummary', () => {
  it('lists what the server changed alone apart from the fields both changed, or nothing when the 409 does not say it all', () => {
    const changedSince = { version: 3, complete: true, fields: { alias: { value: 'BOD_X', ...by }, name: { value: 'Centro', ...by } } };
    const summary = conflictSummary(base, { changedSince }, { name: 'Sur', storage: 'https://a.co/2' })!;
    expect(summary.theirsOnly).toEqual([{ field: 'alias', value: 'BOD_X', change: by }]);
    expect(summary.merge.conflicts.map(({ field }) => field)).toEqual(['name']);
    expect(summary.merge.merged).toEqual({ storage: 'https://a.co/2' });
    expect(conflictSummary(base, { changedSince: { ...changedSince, complete: false } }, { name: 'Sur' })).toBeUndefined();
  });
});
