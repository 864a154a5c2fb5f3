// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { appMessages } from '../../src/shell/i18n/catalog';
import { messagesByLanguage } from './support/lines';

type Tree = { [key: string]: string | Tree };

const leaves = (tree: Tree, prefix = ''): Array<[string, string]> =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );

/**
 * Texts that are the same in both languages on purpose: proper names, acronyms and product names.
 * Anything else equal in both is a Spanish text left in English.
 */
const SAME_IN_BOTH = new Set(['Id', 'Alias', 'API', 'SQL Server', 'MySQL Server', 'Email', 'Twitter', 'Facebook', 'Instagram', 'Login', 'CAPTCHA', 'English', 'Español', 'No', 'Roles']);

describe('console messages (en / es)', () => {
  const en = new Map(leaves(appMessages.en as Tree));
  const es = new Map(leaves(appMessages.es as Tree));

  it('have the same keys in both languages', () => {
    expect([...es.keys()].filter((key) => !en.has(key))).toEqual([]);
    expect([...en.keys()].filter((key) => !es.has(key))).toEqual([]);
  });

  it('have no empty text and no Spanish text left in English', () => {
    const leftInEnglish = [...en].filter(([key, text]) => es.get(key) === text && !SAME_IN_BOTH.has(text)).map(([key]) => key);
    expect(leftInEnglish).toEqual([]);
    expect([...es].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });

  it('keep the same %{placeholders} in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
    const mismatched = [...en].filter(([key, text]) => placeholders(text).join() !== placeholders(es.get(key) ?? '').join());
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('the full catalogues (react-admin + console) have identical key sets', () => {
    const enKeys = leaves(messagesByLanguage.en as unknown as Tree).map(([key]) => key).sort();
    const esKeys = leaves(messagesByLanguage.es as unknown as Tree).map(([key]) => key).sort();
    expect(esKeys).toEqual(enKeys);
  });
});
