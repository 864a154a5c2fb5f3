// @vitest-environment node
/**
 * vite.config.ts's lodash-without-throws: lodash's getRawTag, rewritten so that in strict mode (the app's chunk) it
 * throws no exception, gives the tag lodash gives in sloppy mode (its own code, as published), and leaves values as
 * they were.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInThisContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { lodashWithoutThrows } from '../../../vite.config';
import { ROOT } from '../support/importGraph';

const FILE = join(ROOT, 'node_modules/lodash/_getRawTag.js');
const published = readFileSync(FILE, 'utf8');
const transform = lodashWithoutThrows().transform as (this: unknown, code: string, id: string) => string | undefined;
const rewritten = transform.call({ error: (message: string) => { throw new Error(message); } }, published, FILE)!;

/** lodash's CommonJS module evaluated as it is bundled: strict (an ES module's chunk) or not (Node's require) */
const getRawTagOf = (code: string, strict: boolean) => {
  const module = { exports: undefined as unknown as (value: unknown) => string };
  runInThisContext(`(function (module, require) {${strict ? "'use strict';" : ''}\n${code}\n})`)(module, () => Symbol);
  return module.exports;
};

const values = () => [
  new Map(),
  new Set(),
  Promise.resolve(),
  new DataView(new ArrayBuffer(1)),
  new WeakMap(),
  { [Symbol.toStringTag]: 'Own' },
  Object.freeze({ [Symbol.toStringTag]: 'Frozen' }),
  Object.create({ [Symbol.toStringTag]: 'Inherited' }),
  Object.preventExtensions(Object.create({ [Symbol.toStringTag]: 'Closed' })),
  Object.defineProperty({}, Symbol.toStringTag, { get: () => 'Getter' }),
  Symbol('a symbol'),
];

describe("lodash's getRawTag without exceptions (issue 50)", () => {
  it('throws nothing in strict mode, where the published one throws (and catches) for a read-only tag', () => {
    // the published masking without its catch: what it throws, and catches, in the app's chunk
    const uncaught = getRawTagOf(published.replace('try {', '{').replace('} catch (e) {}', '}'), true);
    expect(() => uncaught(new Map())).toThrow(TypeError);
    expect(rewritten).not.toMatch(/\btry\b|\bcatch\b/);
    const strictRewritten = getRawTagOf(rewritten, true);
    for (const value of values()) expect(() => strictRewritten(value)).not.toThrow();
  });

  it("gives the published one's tags (sloppy mode) and leaves the values as they were", () => {
    const sloppyPublished = getRawTagOf(published, false);
    const strictRewritten = getRawTagOf(rewritten, true);
    const expected = values().map((value) => sloppyPublished(value));
    const given = values();
    expect(given.map((value) => strictRewritten(value))).toEqual(expected);
    expect(expected.slice(0, 6)).toEqual(['[object Map]', '[object Set]', '[object Promise]', '[object DataView]', '[object WeakMap]', '[object Object]']);
    expect(given.map((value) => (Object(value) === value ? (value as Record<symbol, unknown>)[Symbol.toStringTag] : undefined))).toEqual(
      values().map((value) => (Object(value) === value ? (value as Record<symbol, unknown>)[Symbol.toStringTag] : undefined)),
    );
  });
});
