/** The envelope every documented endpoint answers with (DESIGN §3.2), and its refusals (contracts §B, §D). */
import { z } from 'zod';

export interface Envelope<T = unknown> {
  isSuccess: boolean;
  message: string;
  data: T;
  /** Validation failures only: field (dotted path for nested ones, e.g. `roles.0`) → message. */
  errors?: Record<string, string>;
}

/** The schema of a successful answer carrying `data`. */
export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ isSuccess: z.boolean(), message: z.string(), data, errors: z.record(z.string(), z.string()).optional() });

/** 400: the body was refused; each failing field has its message (in the caller's language). */
export type ValidationRefusal = Envelope<null> & { isSuccess: false; errors: Record<string, string> };

const changedByUser = z.object({ id: z.number().int(), name: z.string() });

/**
 * 409 on a save based on an old version of the record: who changed it last, and when; and what was changed since the
 * version the edit started from (its `baseVersion`, else its `version`), for a client that merges (issue 51).
 */
export const versionConflict = z.object({
  version: z.number().int().positive(),
  /** null when the trail does not say (the record predates it) */
  changedBy: changedByUser.nullable(),
  changedAt: z.string().nullable(),
  /** each field changed since that version: its value now (secrets as ***), who changed it last and when */
  changedSince: z
    .object({
      version: z.number().int().positive(),
      /** false when part of those versions predates the trail's versions: the fields are then only part of the changes */
      complete: z.boolean(),
      fields: z.record(z.string(), z.object({ value: z.unknown(), changedBy: changedByUser, changedAt: z.string() })),
    })
    .nullable()
    .optional(),
});
export type VersionConflict = z.infer<typeof versionConflict>;

/** The header a save answers the record's new version in. */
export const RECORD_VERSION_HEADER = 'X-Record-Version';

/** An endpoint's contract: where it is, what it takes (query and/or body) and what its envelope's data is. */
export interface Endpoint {
  method: 'GET' | 'POST' | 'GET|POST';
  path: string;
  query?: z.ZodType;
  body?: z.ZodType;
  answer: z.ZodType;
  /** How the body travels: JSON (the default) or multipart/form-data (files in fields file_0, file_1, ...). */
  bodyKind?: 'json' | 'multipart';
  /** What a success answers: the envelope (the default) or the file itself, named in Content-Disposition. */
  answerKind?: 'json' | 'file';
  /** One line on what the call does, for the API reference (/api/openapi.json, /api/docs). */
  summary?: string;
}

/** Declares an endpoint, keeping the exact types of its schemas. */
export const endpoint = <const E extends Endpoint>(e: E): E => e;
