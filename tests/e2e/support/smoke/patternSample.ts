/**
 * A string a regular expression accepts, for the generated smoke test's form values (a warehouse code
 * `^[A-Z]{3}-\d{3}$` gives e.g. `QKM-407`). Covers what field patterns use: literals, escapes (\d \w \s \S),
 * classes with ranges and negation, `.`, groups with alternation, and the quantifiers ? * + {n} {n,} {n,m}.
 */

type Node =
  | { type: 'chars'; options: string[] }
  | { type: 'group'; alternatives: Node[][] }
  | { type: 'repeat'; node: Node; min: number; max: number };

/** What a class or `.` may produce: printable ASCII without space, a few accented letters as a person types. */
const ALPHABET = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.@/:#!$%&*+=?~', 'á', 'é', 'ñ'];
const DIGITS = [...'0123456789'];
const WORD = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_'];
const ESCAPES: Record<string, string[]> = {
  d: DIGITS,
  w: WORD,
  s: [' '],
  S: ALPHABET,
  D: ALPHABET.filter((c) => !DIGITS.includes(c)),
  W: [...'-.@/:#'],
};

const parse = (source: string) => {
  let at = 0;
  const escaped = (): string[] => {
    const c = source[at++];
    return ESCAPES[c] ?? [c];
  };
  const charClass = (): string[] => {
    const negated = source[at] === '^';
    if (negated) at += 1;
    const members: string[] = [];
    while (source[at] !== ']') {
      if (at >= source.length) throw new Error(`unclosed class in /${source}/`);
      const first = source[at++] === '\\' ? escaped() : [source[at - 1]];
      if (source[at] === '-' && source[at + 1] !== ']' && first.length === 1) {
        at += 1;
        const last = source[at++] === '\\' ? escaped()[0] : source[at - 1];
        for (let code = first[0].charCodeAt(0); code <= last.charCodeAt(0); code += 1) members.push(String.fromCharCode(code));
      } else members.push(...first);
    }
    at += 1;
    return negated ? ALPHABET.filter((c) => !members.includes(c)) : members;
  };
  const atom = (): Node | null => {
    const c = source[at++];
    if (c === '^' || c === '$') return null;
    if (c === '\\') return { type: 'chars', options: escaped() };
    if (c === '[') return { type: 'chars', options: charClass() };
    if (c === '.') return { type: 'chars', options: ALPHABET };
    if (c === '(') {
      if (source.startsWith('?:', at)) at += 2;
      const node: Node = { type: 'group', alternatives: sequence() };
      at += 1; // ')'
      return node;
    }
    return { type: 'chars', options: [c] };
  };
  const quantified = (node: Node): Node => {
    const c = source[at];
    let range: [number, number] | null = null;
    if (c === '?') range = [0, 1];
    else if (c === '*') range = [0, 3];
    else if (c === '+') range = [1, 4];
    else if (c === '{') {
      const match = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(at))!;
      const min = Number(match[1]);
      range = [min, match[2] ? (match[3] ? Number(match[3]) : min + 3) : min];
      at += match[0].length - 1;
    }
    if (!range) return node;
    at += 1;
    if (source[at] === '?') at += 1; // lazy: the same strings
    return { type: 'repeat', node, min: range[0], max: range[1] };
  };
  /** alternatives up to the end or a closing parenthesis */
  const sequence = (): Node[][] => {
    const alternatives: Node[][] = [[]];
    while (at < source.length && source[at] !== ')') {
      if (source[at] === '|') {
        at += 1;
        alternatives.push([]);
        continue;
      }
      const node = atom();
      if (node) alternatives.at(-1)!.push(quantified(node));
    }
    return alternatives;
  };
  return sequence();
};

const generate = (alternatives: Node[][], random: () => number): string => {
  const pick = <T,>(items: T[]) => items[Math.floor(random() * items.length)];
  const one = (node: Node): string => {
    if (node.type === 'chars') return pick(node.options);
    if (node.type === 'group') return generate(node.alternatives, random);
    const count = node.min + Math.floor(random() * (node.max - node.min + 1));
    return Array.from({ length: count }, () => one(node.node)).join('');
  };
  return pick(alternatives).map(one).join('');
};

/** A seeded generator (mulberry32), so a failing run can be told apart from an unlucky one by its seed. */
export const seededRandom = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** A value `pattern` accepts, within the lengths given; throws when none is found (a pattern this cannot read). */
export const sampleFromPattern = (pattern: RegExp, random: () => number, lengths: { min?: number; max?: number } = {}): string => {
  const tree = parse(pattern.source);
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const value = generate(tree, random);
    const fits = value.length >= (lengths.min ?? 1) && value.length <= (lengths.max ?? Infinity);
    if (fits && pattern.test(value)) return value;
  }
  throw new Error(`no value found for the pattern /${pattern.source}/ within the lengths ${JSON.stringify(lengths)}`);
};
