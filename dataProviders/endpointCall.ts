/**
 * Calls a documented endpoint typed by its contract (contracts/endpoints): the path and the verb must be the
 * contract's, the body and the query its request schemas' output, and the answer is its `answer` schema's output.
 * Types only: nothing of zod or of the contracts reaches the bundle through this file (the sign-in page uses it).
 */
import type { z } from 'zod';
import type { Endpoint } from '../contracts/envelope';
import type { ApiRequest, Envelope, HttpClient } from './httpClient';

/** What a successful call's envelope carries in `data`. */
export type AnswerOf<E extends Endpoint> = z.output<E['answer']>;
/** The body the endpoint reads (after its defaults). */
export type BodyOf<E extends Endpoint> = E extends { body: infer B extends z.ZodType } ? z.output<B> : never;
/** The query string the endpoint reads. */
export type QueryOf<E extends Endpoint> = E extends { query: infer Q extends z.ZodType } ? z.output<Q> : never;

type VerbOf<E extends Endpoint> = E['method'] extends 'GET|POST' ? 'GET' | 'POST' : E['method'];

export type EndpointRequest<E extends Endpoint> = { path: E['path']; method: VerbOf<E>; signal?: AbortSignal } & (E extends { body: z.ZodType }
  ? { body: BodyOf<E> }
  : { body?: never }) &
  (E extends { query: z.ZodType } ? { query: QueryOf<E> } : { query?: never });

export function callEndpoint<E extends Endpoint>(http: HttpClient, request: EndpointRequest<E>): Promise<Envelope<AnswerOf<E>>> {
  return http<AnswerOf<E>>(request as ApiRequest);
}
