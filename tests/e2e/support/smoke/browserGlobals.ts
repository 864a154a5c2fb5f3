// The app's catalogue reaches the browser's localStorage when it loads (the i18n provider reads the stored
// language, issue 9 §1); Node has none, so the smoke test's catalogue adapter loads after this stand-in.
const memory = new Map<string, string>();
globalThis.localStorage ??= {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, String(value)),
  removeItem: (key) => void memory.delete(key),
  clear: () => memory.clear(),
  key: (index) => [...memory.keys()][index] ?? null,
  get length() {
    return memory.size;
  },
};
