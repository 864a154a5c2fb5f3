// @vitest-environment node
import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { raSpanishMessages } from '../../src/shell/i18n/raSpanishMessages';

type Leaves = Map<string, unknown>;

/** Flattens a nested messages object into `dotted.path -> value` for every leaf. */
const leaves = (messages: object, prefix = '', out: Leaves = new Map()): Leaves => {
    for (const [key, value] of Object.entries(messages)) {
        const path = prefix ? `${prefix}.${key}` : key;
        if (typeof value === 'object' && value !== null) leaves(value, path, out);
        else out.set(path, value);
    }
    return out;
};

/** The set of polyglot `%{var}` placeholders in a message, sorted. */
const variables = (message: string): string[] =>
    [...new Set([...message.matchAll(/%\{\s*([^}\s]+)\s*\}/g)].map(match => match[1]))].sort();

/** Number of plural forms (segments separated by polyglot's `||||`). */
const pluralSegments = (message: string): number => message.split('||||').length;

/**
 * Values that are legitimately identical in English and Spanish.
 * Anything else equal to its English value is treated as an untranslated leftover.
 */
const SAME_IN_BOTH_LANGUAGES = new Set<string>([
    // "No" is spelled the same in Spanish (ra.boolean.false, ra.message.no).
    'No',
    // ra.boolean.null: a deliberately blank label (a single em space, U+2003) for null
    // booleans; there are no words to translate.
    '\u2003',
    // ra.page.edit / ra.page.show: only placeholders, no words (the resource name and the
    // record representation are translated elsewhere).
    '%{name} %{recordRepresentation}',
    // ra.configurable.inspector.title: "Inspector" is also the standard Spanish word.
    'Inspector',
]);

const english = leaves(englishMessages);
const spanish = leaves(raSpanishMessages);
const englishKeys = [...english.keys()].sort();

describe('raSpanishMessages (react-admin 5 Spanish)', () => {
    it('has exactly the same leaf keys as ra-language-english', () => {
        expect(englishKeys.length).toBeGreaterThan(100);
        expect([...spanish.keys()].sort()).toEqual(englishKeys);
    });

    it.each(englishKeys)('%s is a non-empty string', key => {
        const value = spanish.get(key);
        expect(typeof value).toBe('string');
        expect((value as string).length).toBeGreaterThan(0);
    });

    it.each(englishKeys)('%s uses the same %{…} variables as english', key => {
        expect(variables(String(spanish.get(key)))).toEqual(variables(String(english.get(key))));
    });

    it.each(englishKeys)('%s has the same number of |||| plural segments as english', key => {
        expect(pluralSegments(String(spanish.get(key)))).toBe(
            pluralSegments(String(english.get(key))),
        );
    });

    it.each(englishKeys)('%s is translated (differs from english unless allow-listed)', key => {
        const value = spanish.get(key);
        if (value === english.get(key)) {
            expect(SAME_IN_BOTH_LANGUAGES, `untranslated value for ${key}: "${value}"`).toContain(value);
        }
    });

    it('keeps the allow-list minimal (every entry is actually used)', () => {
        const used = new Set(englishKeys.filter(key => spanish.get(key) === english.get(key)).map(key => spanish.get(key)));
        expect([...SAME_IN_BOTH_LANGUAGES].filter(token => !used.has(token))).toEqual([]);
    });
});
