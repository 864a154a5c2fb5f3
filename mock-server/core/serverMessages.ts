// A server message table: each key's text in English and Spanish. Every area and business line declares its own
// table with `defineServerMessages` (the compiler refuses a key missing a language) and mock-server/shell/messages.ts
// lists the tables. This module imports nothing, so a line's messages never import the server's.

export type Lang = 'en' | 'es';

export type MessageTable = Record<string, Record<Lang, string>>;

/** Declares a table of server messages, keeping its exact keys. Placeholders: `{name}`. */
export const defineServerMessages = <const T extends MessageTable>(table: T): T => table;
