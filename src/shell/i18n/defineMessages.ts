/** A nested object of message texts. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

/** Same keys as T, every leaf a string: the Spanish side must mirror the English one. */
export type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

/**
 * The English and Spanish texts of one area (login, layout, system pages...), kept beside its code.
 * The type makes the Spanish side carry exactly the English keys; a unit test checks the merged catalogue too.
 */
export const defineMessages = <T extends MessageTree>(messages: { en: T; es: SameKeys<T> }) => messages;

export const deepMerge = (...trees: MessageTree[]): MessageTree => {
  const out: MessageTree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const existing = out[key];
      out[key] =
        typeof value === 'object' && typeof existing === 'object' ? deepMerge(existing, value) : value;
    }
  }
  return out;
};

/** Reads 'a.b.c' from a tree and fills %{name} placeholders: for screens that live outside react-admin (login). */
export const lookup = (tree: MessageTree, key: string, values: Record<string, string | number> = {}): string => {
  const found = key.split('.').reduce<string | MessageTree | undefined>(
    (node, part) => (typeof node === 'object' ? node[part] : undefined),
    tree,
  );
  const text = typeof found === 'string' ? found : key;
  return text.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
};
