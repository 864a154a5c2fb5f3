/**
 * The satellite-TV line's endpoints, part 1 (spec 02 §7 Integration, Inventory adjustment, Integration adjustment;
 * issue 14): request and answer schemas (zod 4), shared by the mock server (it parses requests with them) and the
 * app (its calls are typed from them).
 */
import { z } from 'zod';
import { endpoint } from '../envelope';
import * as routes from '../routes/satelliteTv';
import { integer, paging, recordId, requiredText, text } from './fields';

/** The eight states of an integration message (spec 02 §4). */
export const MESSAGE_STATES = [
  'PENDING_PROCESS', 'READ_ERROR', 'PENDING_GENERATE_RESPONSE', 'WRITE_ERROR', 'PENDING_GENERATE_MESSAGE', 'PENDING_SEND', 'STANDBY', 'OK',
] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];
/** The states the re-process tool is offered on (and the server accepts a change from). */
export const REPROCESSABLE_STATES = ['STANDBY', 'READ_ERROR', 'WRITE_ERROR'] as const satisfies readonly MessageState[];
export const isReprocessable = (state: string): boolean => (REPROCESSABLE_STATES as readonly string[]).includes(state);

/** Flow type fixed by spec 02 §9. */
export const FLOW_TYPE = 'DIRECTTV';
/** Page size of every list of this part (spec 02 §9). */
export const SATELLITE_PAGE_SIZE = 50;

const switchState = z.preprocess((v) => (typeof v === 'string' && /^[01]$/.test(v) ? Number(v) : v), z.union([z.literal(0), z.literal(1)]));
const page = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), totalItemCount: z.number().int() });
const optionalFilter = (max: number) => text(max).optional();

// ---- Integration messages ----------------------------------------------------------------------

export const integrationMessage = z.object({
  id: z.number().int(),
  source: z.string(),
  state: z.enum(MESSAGE_STATES),
  transactionInternalId: z.string(),
  transactionId: z.string(),
  messageId: z.string(),
  documentId: z.string(),
  fileName: z.string(),
  date: z.string(),
  message: z.string(),
  error: z.string(),
  type: z.string(),
  format: z.enum(['JSON', 'XML']),
  version: z.number().int(),
});
export type IntegrationMessage = z.infer<typeof integrationMessage>;

/** One recorded state change of a message: who, when, from, to. */
export const messageChange = z.object({
  id: z.number().int(), fromState: z.string(), toState: z.string(), error: z.string(), userName: z.string(), changedAt: z.string(),
});
export type MessageChange = z.infer<typeof messageChange>;

export const messageFilter = z.object({
  id: integer({ min: 1 }).optional(),
  state: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(MESSAGE_STATES).optional()),
  documentId: optionalFilter(100),
  name: optionalFilter(200),
  source: optionalFilter(100),
  transactionId: optionalFilter(100),
  messageId: optionalFilter(100),
  error: optionalFilter(200),
});
export type MessageFilter = z.input<typeof messageFilter>;

export const integrationList = endpoint({
  ...routes.integrationList, body: messageFilter.extend(paging), answer: page(integrationMessage),
});
/** Not in the spec's table: the detail modal's full row with its change history. */
export const integrationGet = endpoint({
  ...routes.integrationGet, query: z.object({ id: recordId() }),
  answer: z.object({ row: integrationMessage, changes: z.array(messageChange) }),
});
/** The message row with state and error replaced; only from STANDBY, READ_ERROR or WRITE_ERROR. */
export const integrationSave = endpoint({
  ...routes.integrationSave,
  body: z.object({ id: recordId(), state: z.enum(MESSAGE_STATES), error: text(4000).default(''), version: integer({ min: 1 }).optional() }),
  answer: z.object({ id: z.number().int(), state: z.string() }),
});

// ---- Configurations and flows ------------------------------------------------------------------

const configurationFields = {
  alias: requiredText(100), source: requiredText(100), process: requiredText(100), operation: requiredText(100),
  output: text(100).default(''), type: requiredText(50), format: z.enum(['JSON', 'XML']), documentType: requiredText(50),
  state: switchState, spFlow: text(100).default(''), sftpPathRead: text(300).default(''), sftpPathWrite: text(300).default(''),
  pathFile: text(300).default(''),
};
export const integrationConfiguration = z.object({
  id: z.number().int(), alias: z.string(), source: z.string(), process: z.string(), operation: z.string(), output: z.string(),
  type: z.string(), format: z.enum(['JSON', 'XML']), documentType: z.string(), state: z.union([z.literal(0), z.literal(1)]),
  spFlow: z.string(), sftpPathRead: z.string(), sftpPathWrite: z.string(), pathFile: z.string(),
});
export type IntegrationConfiguration = z.infer<typeof integrationConfiguration>;
export const configurationList = endpoint({
  ...routes.configurationList, body: z.object(paging), answer: page(integrationConfiguration),
});
/** Creates (no id) or updates the configuration row. */
export const configurationSave = endpoint({
  ...routes.configurationSave,
  body: z.object({ id: recordId().optional(), ...configurationFields }), answer: integrationConfiguration,
});
export type ConfigurationInput = z.input<typeof configurationSave.body>;

export const flow = z.object({
  id: z.number().int(), orderBy: z.number().int(), alias: z.string(), lastDate: z.string(), type: z.string(),
  state: z.union([z.literal(0), z.literal(1)]), executions: z.number().int(), name: z.string(), icon: z.string(),
});
export type Flow = z.infer<typeof flow>;
export const flowList = endpoint({
  ...routes.flowList, body: z.object({ type: z.literal(FLOW_TYPE), ...paging }), answer: page(flow),
});
/** The flow row: its state and order number change; the rest is kept. */
export const flowSave = endpoint({
  ...routes.flowSave, body: z.object({ id: recordId(), orderBy: integer({ min: 1, max: 999 }), state: switchState }), answer: flow,
});

// ---- Master data ---------------------------------------------------------------------------------

export const masterItem = z.object({ id: z.string(), name: z.string(), other1: z.string(), other2: z.string() });
export type MasterItem = z.infer<typeof masterItem>;
export const masterWareHouses = endpoint({ ...routes.masterWareHouses, answer: z.array(masterItem) });
export const masterSubInventories = endpoint({ ...routes.masterSubInventories, answer: z.array(masterItem) });
export const masterParties = endpoint({ ...routes.masterParties, answer: z.array(masterItem) });

/** A searchable page of a list (the adjustments). */
export const satelliteListRequest = z.object({ ...paging, search: text(100).default('') });
export type SatelliteListRequest = z.input<typeof satelliteListRequest>;
