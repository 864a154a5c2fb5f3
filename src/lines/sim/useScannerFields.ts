import { useRef, type KeyboardEvent } from 'react';

/**
 * Fields a barcode scanner types into: a burst of keys ending in Enter, faster than React renders. The inputs are
 * uncontrolled (the browser keeps every character; no state update per key), Enter moves to the next field and, on
 * the last, submits; a submission in flight ignores further Enters, so a double scan never sends twice.
 */
export function useScannerFields<const N extends string>(names: readonly N[], submit: (values: Record<N, string>) => Promise<void>) {
  const inputs = useRef<Partial<Record<N, HTMLInputElement | null>>>({});
  const busy = useRef(false);
  const values = () => Object.fromEntries(names.map((name) => [name, inputs.current[name]?.value.trim() ?? ''])) as Record<N, string>;
  const focus = (name: N) => inputs.current[name]?.focus();
  const clear = () => {
    for (const name of names) if (inputs.current[name]) inputs.current[name]!.value = '';
    focus(names[0]);
  };
  const send = async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      await submit(values());
    } finally {
      busy.current = false;
    }
  };
  const field = (name: N) => ({
    inputRef: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      const next = names[names.indexOf(name) + 1];
      if (next) focus(next);
      else void send();
    },
  });
  return { field, send, clear, focus, busy };
}
