// What the business lines' routers share: zod request parsing with a 400 that names each failing field in the
// caller's language (the envelope of validation.ts), refusals written as { en, es } texts, and their error handler.
import type { ErrorRequestHandler, Request } from 'express';
import type { z } from 'zod';
import type { Envelope } from '../http';
import { languageOf, type Lang } from '../messages';

export type Text = Record<Lang, string>;

/** A refusal answered as `{ isSuccess: false, message, data }` with this status; `data` may carry `error`. */
export class LineError extends Error {
  constructor(
    readonly status: number,
    readonly text: Text,
    readonly errors?: Record<string, Text>,
    readonly data: (lang: Lang) => unknown = () => null,
  ) {
    super(text.en);
    this.name = 'LineError';
  }
}

function issueText(field: string, issue: z.core.$ZodIssue, raw: unknown): Text {
  const missing = raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');
  if (missing || (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1)) {
    return { en: `The field ${field} is required.`, es: `El campo ${field} es obligatorio.` };
  }
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'number'
        ? { en: `The field ${field} must be a number.`, es: `El campo ${field} debe ser un número.` }
        : { en: `The field ${field} must be ${issue.expected === 'string' ? 'text' : issue.expected}.`, es: `El campo ${field} debe ser ${issue.expected === 'string' ? 'texto' : issue.expected}.` };
    case 'too_small':
      return issue.origin === 'string'
        ? { en: `The field ${field} must have at least ${issue.minimum} characters.`, es: `El campo ${field} debe tener al menos ${issue.minimum} caracteres.` }
        : { en: `The field ${field} must be at least ${issue.minimum}.`, es: `El campo ${field} debe ser mayor o igual a ${issue.minimum}.` };
    case 'too_big':
      return issue.origin === 'string'
        ? { en: `The field ${field} must have at most ${issue.maximum} characters.`, es: `El campo ${field} debe tener como máximo ${issue.maximum} caracteres.` }
        : { en: `The field ${field} must be at most ${issue.maximum}.`, es: `El campo ${field} debe ser menor o igual a ${issue.maximum}.` };
    default:
      return { en: `The field ${field} is not valid: ${issue.message}.`, es: `El campo ${field} no es válido: ${issue.message}.` };
  }
}

/** Parses `input` with `schema`, or throws a 400 naming every failing field (first issue per field). */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: Record<string, Text> = {};
  const values = (input ?? {}) as Record<string, unknown>;
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    errors[field] ??= issueText(field, issue, issue.path.length === 1 ? values[String(issue.path[0])] : 'present');
  }
  const texts = Object.values(errors);
  const join = (lang: Lang) => texts.map((text) => text[lang]).join(' ');
  const text = texts.length === 1 ? texts[0] : { en: `Invalid data: ${join('en')}`, es: `Datos no válidos: ${join('es')}` };
  throw new LineError(400, text, errors);
}

/** The request's query string as a plain object of its single values (arrays keep their first value). */
export const queryOf = (req: Request): Record<string, string> =>
  Object.fromEntries(Object.entries(req.query).map(([key, value]) => [key, String(Array.isArray(value) ? value[0] : value)]));

/** Mounted after a line's routes: a LineError becomes its envelope; anything else goes on to the server's handler. */
export const lineErrorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (!(error instanceof LineError) || res.headersSent) {
    next(error);
    return;
  }
  const lang = languageOf(req);
  const body: Envelope = { isSuccess: false, message: error.text[lang], data: error.data(lang) };
  if (error.errors) body.errors = Object.fromEntries(Object.entries(error.errors).map(([field, text]) => [field, text[lang]]));
  res.status(error.status).json(body);
};
