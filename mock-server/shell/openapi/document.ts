// The OpenAPI 3.1 document of /api, generated from the zod contracts (contracts/endpoints/*.ts, every `endpoint({...})`
// export) with zod 4's JSON Schema: each call's query parameters, request body and answer (inside the envelope), the
// errors it gives and the bearer auth. Documented calls (contracts/documentedCalls.ts) are tagged with their spec
// sections; every other contract path is one of the product's own, marked `x-extension: true` and tagged Extensions.
// Server-only: the app never imports it; built once, on the first request (openapi/routes.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { z } from 'zod';
import { DOCUMENTED_CALLS, SPEC_SECTIONS, splitCall, type SpecSection } from '../../../contracts/documentedCalls';
import { versionConflict, type Endpoint } from '../../../contracts/envelope';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CONTRACTS_DIR = path.join(ROOT, 'contracts/endpoints');

/** The calls answered without a session. */
export const PUBLIC_PATHS: ReadonlySet<string> = new Set(['Auth/Login', 'Auth/VerifySecondFactor', 'Company/Info']);
export const EXTENSIONS_TAG = 'Extensions';

export interface ContractEndpoint {
  /** the export's name, e.g. userGet */
  name: string;
  /** the contract file, e.g. users.ts */
  file: string;
  endpoint: Endpoint;
}

const METHODS = /^(GET|POST|GET\|POST)$/;
const isEndpoint = (value: unknown): value is Endpoint => {
  const e = value as Partial<Endpoint> | null;
  return typeof e === 'object' && e !== null && typeof e.method === 'string' && METHODS.test(e.method) && typeof e.path === 'string' && e.answer instanceof z.ZodType;
};

/** Every endpoint the contract files export (a re-exported one once, under the file that declares it first by name). */
export async function contractEndpoints(dir = CONTRACTS_DIR): Promise<ContractEndpoint[]> {
  const seen = new Set<Endpoint>();
  const found: ContractEndpoint[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts')).sort()) {
    const module = (await import(pathToFileURL(path.join(dir, file)).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (!isEndpoint(value) || seen.has(value)) continue;
      seen.add(value);
      found.push({ name, file, endpoint: value });
    }
  }
  return found;
}

/** Each verb of an endpoint (GET|POST is both). */
export const verbsOf = (e: Pick<Endpoint, 'method'>): Array<'GET' | 'POST'> => e.method.split('|') as Array<'GET' | 'POST'>;

type JsonSchema = Record<string, unknown>;

/**
 * One schema as JSON Schema 2020-12 (what OpenAPI 3.1 takes): requests as they are sent (`input`: defaults make a
 * field optional), answers as they come (`output`). The integers' implicit safe-integer bounds are left out, and the
 * schema's own $defs (recursive trees) move to components under a name of their own.
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output', prefix: string, components: Record<string, JsonSchema>): JsonSchema {
  const raw = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete raw.$schema;
  const defs = (raw.$defs ?? {}) as Record<string, JsonSchema>;
  delete raw.$defs;
  const renamed = new Map(Object.keys(defs).map((name) => [`#/$defs/${name}`, `#/components/schemas/${prefix}_${name.replace(/^_+/, '')}`]));
  const clean = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(clean);
    if (typeof node !== 'object' || node === null) return node;
    const out: JsonSchema = {};
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'minimum' || key === 'maximum') && Math.abs(value as number) === Number.MAX_SAFE_INTEGER) continue;
      if (key === '$ref' && typeof value === 'string' && renamed.has(value)) out[key] = renamed.get(value);
      else out[key] = clean(value);
    }
    return out;
  };
  for (const [name, def] of Object.entries(defs)) components[renamed.get(`#/$defs/${name}`)!.split('/').pop()!] = clean(def) as JsonSchema;
  return clean(raw) as JsonSchema;
}

const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });

/** A property name that names a record: a 404 when it does not exist. */
const NAMES_A_RECORD = /^(id|nro.*)$|^id[A-Z_]|[a-z]Id$/;

const propertiesOf = (schema: JsonSchema | undefined): Record<string, JsonSchema> =>
  (schema && typeof schema.properties === 'object' ? schema.properties : {}) as Record<string, JsonSchema>;

const FILE_PART = { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' };

/** The parts of the document the tests read. */
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Record<string, unknown>>>;
  [key: string]: unknown;
}

export interface DocumentFigures {
  operations: number;
  documented: number;
  extensions: number;
}

/** The OpenAPI 3.1 document of these endpoints (default: every contract's). */
export async function buildOpenApiDocument(endpoints?: ContractEndpoint[]): Promise<{ document: OpenApiDocument; figures: DocumentFigures }> {
  const all = endpoints ?? (await contractEndpoints());
  const components: Record<string, JsonSchema> = {};
  const paths: OpenApiDocument['paths'] = {};
  const documented = new Map<string, readonly SpecSection[]>(Object.entries(DOCUMENTED_CALLS).map(([call, sections]) => [call, sections]));
  const operationIds = new Set<string>();
  const figures: DocumentFigures = { operations: 0, documented: 0, extensions: 0 };

  const operationId = (name: string, file: string, verb: string, both: boolean) => {
    let id = both ? `${name}_${verb.toLowerCase()}` : name;
    if (operationIds.has(id)) id = `${file.replace(/\.ts$/, '')}_${id}`;
    operationIds.add(id);
    return id;
  };

  const operation = ({ name, file, endpoint: e }: ContractEndpoint, verb: 'GET' | 'POST', sections: readonly SpecSection[] | undefined, alias?: string) => {
    const id = operationId(alias ? `${name}_${alias.replace(/\W/g, '')}` : name, file, verb, e.method === 'GET|POST');
    const query = e.query ? jsonSchema(e.query, 'input', `${id}_query`, components) : undefined;
    const body = e.body ? jsonSchema(e.body, 'input', `${id}_body`, components) : undefined;
    const answer = jsonSchema(e.answer, 'output', `${id}_answer`, components);
    const requestFields = { ...propertiesOf(query), ...propertiesOf(body) };
    const isPublic = PUBLIC_PATHS.has(e.path);
    const versioned = 'version' in propertiesOf(body);
    const namesRecord = Object.keys(requestFields).some((field) => NAMES_A_RECORD.test(field));
    const required = new Set([...((query?.required as string[] | undefined) ?? [])]);

    const responses: Record<string, unknown> = {
      200:
        e.answerKind === 'file'
          ? {
              description: 'The file itself (not an envelope), its name in Content-Disposition.',
              headers: { 'Content-Disposition': { description: 'attachment; filename="…"', schema: { type: 'string' } } },
              content: { 'application/octet-stream': { schema: FILE_PART } },
            }
          : {
              description: 'Done: the envelope, its data as below.',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: { isSuccess: { const: true }, message: { type: 'string' }, data: answer },
                    required: ['isSuccess', 'message', 'data'],
                  },
                },
              },
            },
    };
    if (query || body || e.bodyKind === 'multipart') responses[400] = ref('Refused');
    if (!isPublic) {
      responses[401] = ref('Unauthorized');
      responses[403] = ref('Forbidden');
    }
    if (namesRecord) responses[404] = ref('NotFound');
    if (versioned) responses[409] = ref('Conflict');

    let requestBody: unknown;
    if (e.bodyKind === 'multipart') {
      const fields = propertiesOf(body);
      requestBody = {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: { ...fields, file_0: FILE_PART },
              additionalProperties: FILE_PART,
              required: ['file_0', ...((body?.required as string[] | undefined) ?? [])],
              description: 'The files in fields file_0, file_1, …',
            },
          },
        },
      };
    } else if (body) {
      requestBody = { required: true, content: { 'application/json': { schema: body } } };
    }

    const op: Record<string, unknown> = {
      operationId: id,
      ...(e.summary ? { summary: e.summary } : {}),
      tags: sections ? [...sections] : [EXTENSIONS_TAG],
      ...(sections ? { 'x-spec-sections': [...sections] } : { 'x-extension': true }),
      'x-contract': `contracts/endpoints/${file}#${name}`,
      ...(alias ? { description: `The same call as ${verb} ${e.path}, in the other casing the spec gives (paths are not case-sensitive).` } : {}),
      security: isPublic ? [] : [{ bearerAuth: [] }],
      parameters: Object.entries(propertiesOf(query)).map(([field, schema]) => ({ name: field, in: 'query', required: required.has(field), schema })),
      ...(requestBody ? { requestBody } : {}),
      responses,
    };
    if ((op.parameters as unknown[]).length === 0) delete op.parameters;
    figures.operations += 1;
    if (sections) figures.documented += 1;
    else figures.extensions += 1;
    return op;
  };

  const byCall = new Map<string, ContractEndpoint>();
  for (const entry of all) {
    for (const verb of verbsOf(entry.endpoint)) {
      const call = `${verb} ${entry.endpoint.path}`;
      if (byCall.has(call)) continue; // two contracts of one call: the first file's (in name order) describes it
      byCall.set(call, entry);
      const key = `/${entry.endpoint.path}`;
      paths[key] ??= {};
      paths[key][verb.toLowerCase()] = operation(entry, verb, documented.get(call));
    }
  }
  // a documented call the spec writes in another casing than its contract (Workshop/GetAll, WorkShop/GetAll)
  for (const call of documented.keys()) {
    if (byCall.has(call)) continue;
    const { method, path: callPath } = splitCall(call);
    const twin = [...byCall.entries()].find(([other]) => other.toLowerCase() === call.toLowerCase());
    if (!twin) continue;
    paths[`/${callPath}`] ??= {};
    paths[`/${callPath}`][method.toLowerCase()] = operation(twin[1], method, documented.get(call), callPath);
  }

  const usedSections = new Set(Object.values(paths).flatMap((ops) => Object.values(ops).flatMap((op) => (op as { tags: string[] }).tags)));
  const version = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
  const envelope = (data: JsonSchema, extra: Record<string, JsonSchema> = {}) => ({
    type: 'object',
    properties: { isSuccess: { const: false }, message: { type: 'string', description: "in the caller's language (Accept-Language: es or en)" }, data, ...extra },
    required: ['isSuccess', 'message', 'data'],
  });
  const refusal = (description: string, schema: JsonSchema) => ({ description, content: { 'application/json': { schema } } });

  const document = {
    openapi: '3.1.0',
    info: {
      title: 'Back office console API',
      version,
      description: [
        'The documented calls of the four specs (`../shared/specs/documented-calls.txt`), at their documented method, path, query names and body fields, and the product\'s own endpoints (tag Extensions, `x-extension: true`). Generated from the zod contracts (`contracts/endpoints/*.ts`); each operation names its contract in `x-contract` and a documented one its spec sections in `x-spec-sections`.',
        'Every answer is the envelope `{ isSuccess, message, data }` (a file download is the file itself). A refused body or query is a 400 whose `errors` names each failing field; 401 without a valid session; 403 without the menu permission (flags L V W R D) or when a call names another user than the signed-in one; 404 for a record that does not exist; 409 for a save based on an old `version` of its record. A save of a declared record (its list, get and save calls) may also send `baseVersion`, the version the user’s edit started from (an edit made offline): its 409 then lists in `changedSince` each field changed since, with its value, who changed it and when.',
        'Sign in with POST Auth/Login, then send `Authorization: Bearer <token>` (Authorize above). Module calls (spec 01 §7.4, the SIM tools, file links) also take the token as a `token` query parameter.',
        'Actions/Get and Actions/Apply (spec 01 §7.3 shows placeholder options and no shapes): the housekeeping actions the signed-in user may apply, labelled in their language; Apply runs one in a transaction with an audit row (resource `actions`) and says what it did.',
      ].join('\n\n'),
    },
    servers: [{ url: '/api' }],
    tags: [
      ...(Object.keys(SPEC_SECTIONS) as SpecSection[]).filter((s) => usedSections.has(s)).map((s) => ({ name: s, description: SPEC_SECTIONS[s] })),
      { name: EXTENSIONS_TAG, description: "The product's own endpoints beyond the specs' documented calls (transitions, files, audit, the resource designer, sign-out...)." },
    ],
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'The token POST Auth/Login answers.' } },
      schemas: components,
      responses: {
        Refused: refusal(
          'The body or query was refused: each failing field (a dotted path for nested ones) with its message.',
          envelope({ type: 'null' }, { errors: { type: 'object', additionalProperties: { type: 'string' } } }),
        ),
        Unauthorized: refusal('No session, or an expired or invalid token.', envelope({ type: 'null' })),
        Forbidden: refusal('The user lacks the permission, or the call names another user than the signed-in one.', envelope({ type: 'null' })),
        NotFound: refusal('A record the call names does not exist.', envelope({ type: 'null' })),
        Conflict: refusal(
          'The record changed since this version was read: who changed it last, and when (the save is not applied).',
          envelope(jsonSchema(versionConflict, 'output', 'VersionConflict', components)),
        ),
      },
    },
  };
  return { document, figures };
}
