/**
 * A documented endpoint called by its route: `call(routes.menuGetRoot, { body })`. The route (contracts/routes, plain
 * data) gives the method and the path; the contract declared at that path (contracts/endpoints) types the request's
 * body and query (its request schemas' output) and the answer (its `answer` schema's output). The contracts are read
 * as types only: nothing of zod reaches the bundle through this file (the sign-in page uses it).
 */
import type { z } from 'zod';
import type { Endpoint } from '../contracts/envelope';
import type * as actions from '../contracts/endpoints/actions';
import type * as audit from '../contracts/endpoints/audit';
import type * as bulkEdit from '../contracts/endpoints/bulkEdit';
import type * as catalogue from '../contracts/endpoints/catalogue';
import type * as databases from '../contracts/endpoints/databases';
import type * as designBundles from '../contracts/endpoints/designBundles';
import type * as listViews from '../contracts/endpoints/listViews';
import type * as mailbox from '../contracts/endpoints/mailbox';
import type * as menus from '../contracts/endpoints/menus';
import type * as notifications from '../contracts/endpoints/notifications';
import type * as permissions from '../contracts/endpoints/permissions';
import type * as processUpload from '../contracts/endpoints/processUpload';
import type * as repairBackOffice from '../contracts/endpoints/repairBackOffice';
import type * as repairBackOfficeOrders from '../contracts/endpoints/repairBackOfficeOrders';
import type * as repairBackOfficeUsers from '../contracts/endpoints/repairBackOfficeUsers';
import type * as repairOrderFiles from '../contracts/endpoints/repairOrderFiles';
import type * as repairOrders from '../contracts/endpoints/repairOrders';
import type * as repairPointOfSale from '../contracts/endpoints/repairPointOfSale';
import type * as repairTechnician from '../contracts/endpoints/repairTechnician';
import type * as reports from '../contracts/endpoints/reports';
import type * as resourceDesigner from '../contracts/endpoints/resourceDesigner';
import type * as roles from '../contracts/endpoints/roles';
import type * as satelliteTv from '../contracts/endpoints/satelliteTv';
import type * as satelliteTvAdjustments from '../contracts/endpoints/satelliteTvAdjustments';
import type * as satelliteTvOrders from '../contracts/endpoints/satelliteTvOrders';
import type * as satelliteTvRemissions from '../contracts/endpoints/satelliteTvRemissions';
import type * as session from '../contracts/endpoints/session';
import type * as sim from '../contracts/endpoints/sim';
import type * as twoFactor from '../contracts/endpoints/twoFactor';
import type * as uploads from '../contracts/endpoints/uploads';
import type * as users from '../contracts/endpoints/users';
import type { ApiRequest, DownloadedFile, Envelope, HttpClient } from './httpClient';

/** Every module of contracts/endpoints: a route's contract is looked up among their exports (a new module goes here). */
type ContractModule =
  | typeof actions | typeof audit | typeof bulkEdit | typeof catalogue | typeof databases | typeof designBundles | typeof listViews
  | typeof mailbox | typeof menus | typeof notifications | typeof permissions | typeof processUpload | typeof repairBackOffice
  | typeof repairBackOfficeOrders | typeof repairBackOfficeUsers | typeof repairOrderFiles | typeof repairOrders
  | typeof repairPointOfSale | typeof repairTechnician | typeof reports | typeof resourceDesigner | typeof roles
  | typeof satelliteTv | typeof satelliteTvAdjustments | typeof satelliteTvOrders | typeof satelliteTvRemissions | typeof session
  | typeof sim | typeof twoFactor | typeof uploads | typeof users;

/** Every documented endpoint's contract. */
type AnyEndpoint = Extract<ContractModule extends infer M ? (M extends unknown ? M[keyof M] : never) : never, Endpoint>;

/** Where a documented call is: a row of contracts/routes. */
export type Route = Pick<Endpoint, 'method' | 'path'>;
/** The contract declared at a route's path (each path has one). */
export type ContractOf<R extends Route> = Extract<AnyEndpoint, { path: R['path'] }>;

/** What a successful call's envelope carries in `data`: the file itself for an endpoint that answers one. */
export type AnswerOf<E extends Endpoint> = E extends { answerKind: 'file' } ? DownloadedFile : z.output<E['answer']>;
/** The body the endpoint reads (after its defaults). */
export type BodyOf<E extends Endpoint> = E extends { body: infer B extends z.ZodType } ? z.output<B> : never;
/** The query string the endpoint reads. */
export type QueryOf<E extends Endpoint> = E extends { query: infer Q extends z.ZodType } ? z.output<Q> : never;

/**
 * What a call sends beside its route: the contract's body and query (each required when the contract reads it, else
 * refused), the verb when the endpoint takes either, `answer: 'file'` when it answers a file, and where it goes.
 */
export type CallRequest<E extends Endpoint> = { signal?: AbortSignal; base?: ApiRequest['base'] } & (E['method'] extends 'GET|POST'
  ? { method: 'GET' | 'POST' }
  : { method?: never }) &
  (E extends { answerKind: 'file' } ? { answer: 'file' } : { answer?: never }) &
  (E extends { body: z.ZodType } ? { body: BodyOf<E> } : { body?: never }) &
  (E extends { query: z.ZodType } ? { query: QueryOf<E> } : { query?: never });

/** The request argument: optional when the endpoint needs nothing but its route. */
type CallArgs<E extends Endpoint> = E extends { body: z.ZodType } | { query: z.ZodType } | { method: 'GET|POST' } | { answerKind: 'file' }
  ? [request: CallRequest<E>]
  : [request?: CallRequest<E>];

export type Call = <R extends Route>(route: R, ...request: CallArgs<ContractOf<R>>) => Promise<Envelope<AnswerOf<ContractOf<R>>>>;

/**
 * The documented calls through one HTTP client: the request is the route (its verb and path; the verb chosen, for an
 * endpoint that takes either) with what the call adds. A call with nothing to add sends the route itself.
 */
export const caller = (http: HttpClient): Call => ((route: Route, request?: object) => http({ ...route, ...request } as ApiRequest)) as Call;
