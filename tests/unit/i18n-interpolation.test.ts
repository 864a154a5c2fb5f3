// @vitest-environment node
// Issue 33 item 5: no screen shows a raw placeholder ("%{held} de 5 seriales"). Every call in src that names a
// message by a literal key gives each of the message's %{variables}; both languages use the same variables; and
// what slips through anyway (a value the backend did not send) never reaches the screen as "%{name}".
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { createI18nProvider, messagesWith } from '../../src/shell/i18n/i18nProvider';
import type { Line } from '../../src/lines/defineLine';

// every business line's texts, as the console adds them when each line loads
const lineModules = import.meta.glob<{ default: Line }>('../../src/lines/*/index.ts', { eager: true });
const lineMessages = Object.values(lineModules).map((module) => module.default.messages);
const messagesByLanguage = messagesWith(...lineMessages);
const consoleProvider = (language: 'en' | 'es') => {
  const provider = createI18nProvider(language);
  lineMessages.forEach(provider.addMessages);
  return provider;
};

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): Array<[string, string]> =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`)));
const variablesOf = (text: string) => new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]));

const en = new Map(leaves(messagesByLanguage.en as unknown as Tree));
const es = new Map(leaves(messagesByLanguage.es as unknown as Tree));

const SRC = path.resolve(__dirname, '../../src');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });

interface MessageCall {
  where: string;
  key: string;
  /** the variables given; undefined when they cannot be read (a spread, a variable holding them) */
  given: Set<string> | undefined;
}

const stringOf = (node: ts.Node | undefined) => (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined);

/** The property names of an object literal, or undefined when it has a spread or is not a literal. */
function namesOf(node: ts.Expression | undefined): Set<string> | undefined {
  if (!node) return new Set();
  if (!ts.isObjectLiteralExpression(node)) return undefined;
  const names = new Set<string>();
  for (const property of node.properties) {
    if (ts.isSpreadAssignment(property) || !property.name) return undefined;
    const name = ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) ? property.name.text : undefined;
    if (name === undefined) return undefined;
    names.add(name);
  }
  return names;
}

/** translate('key', {...}), translate.call-like `.translate('key', ...)`, and notify('key', { messageArgs: {...} }). */
function messageCalls(file: string): MessageCall[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const calls: MessageCall[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = ts.isIdentifier(node.expression) ? node.expression.text : ts.isPropertyAccessExpression(node.expression) ? node.expression.name.text : '';
      const key = stringOf(node.arguments[0]);
      if (key && en.has(key) && (callee === 'translate' || callee === 'notify')) {
        const where = `${path.relative(SRC, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
        let given = namesOf(node.arguments[1]);
        if (callee === 'notify') {
          const options = node.arguments[1];
          const args = options && ts.isObjectLiteralExpression(options) ? options.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'messageArgs') : undefined;
          given = !options ? new Set() : args && ts.isPropertyAssignment(args) ? namesOf(args.initializer) : ts.isObjectLiteralExpression(options) && !options.properties.some(ts.isSpreadAssignment) && !args ? new Set() : undefined;
        }
        calls.push({ where, key, given });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return calls;
}

const calls = sourceFiles(SRC).flatMap(messageCalls);

describe('message variables', () => {
  it('finds the calls (the scan reads the source)', () => {
    expect(calls.length).toBeGreaterThan(300);
    expect(calls.some((c) => c.key === 'app.satelliteTv.order.held')).toBe(true);
  });

  it('every message uses the same %{variables} in English and Spanish', () => {
    const mismatched = [...en]
      .filter(([key, text]) => [...variablesOf(text)].sort().join() !== [...variablesOf(es.get(key) ?? '')].sort().join())
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it('every call names each variable of its message (rendered with them, no %{ is left)', () => {
    const translate = { en: consoleProvider('en'), es: consoleProvider('es') };
    const missing: string[] = [];
    for (const call of calls) {
      if (!call.given) continue;
      for (const language of ['en', 'es'] as const) {
        const text = language === 'en' ? en.get(call.key)! : es.get(call.key) ?? '';
        const needed = [...variablesOf(text)].filter((name) => !call.given!.has(name) && !(name === 'smart_count' && call.given!.has('_')));
        if (needed.length) missing.push(`${call.where} ${call.key} (${language}): ${needed.join(', ')}`);
      }
    }
    expect(missing).toEqual([]);
    expect(translate.en.translate('app.satelliteTv.order.held', { held: 3, quantity: 5 })).toBe('3 of 5 serials');
  });

  it('a variable the caller could not give shows as a dash, never as %{name}, in both languages', () => {
    for (const language of ['en', 'es'] as const) {
      const provider = consoleProvider(language);
      const leftovers = [...(language === 'en' ? en : es)]
        .filter(([, text]) => variablesOf(text).size > 0)
        .map(([key]) => provider.translate(key, {}))
        .filter((text) => text.includes('%{'));
      expect(leftovers).toEqual([]);
    }
    expect(consoleProvider('es').translate('app.satelliteTv.order.held', { held: undefined, quantity: 5 })).toBe('— de 5 seriales');
  });
});
