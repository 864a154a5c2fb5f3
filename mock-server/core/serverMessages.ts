// A server message table: each key's text in English and Spanish. Every area and business line keeps its own table
// as data (its messages.json); mock-server/shell/messages.ts lists the tables, each through `defineServerMessages`
// (the compiler refuses a key missing a language). This module imports nothing.

export type Lang = 'en' | 'es';

export type MessageTable = Record<string, Record<Lang, string>>;

/** Declares a table of server messages, keeping its exact keys. Placeholders: `{name}`. */
export const defineServerMessages = <const T extends MessageTable>(table: T): T => table;
