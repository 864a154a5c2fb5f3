// @vitest-environment node
// GET /api/openapi.json (the OpenAPI 3.1 document generated from the contracts) and /api/docs (swagger-ui, served
// from this server under a page policy of its own).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, withServerForFile, type ServerForFile } from './helpers';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

let server: ServerForFile['server'];
withServerForFile((ready) => ({ server } = ready));

interface Operation {
  operationId: string;
  tags: string[];
  security: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: string; required: boolean; schema: Record<string, unknown> }>;
  requestBody?: { content: Record<string, { schema: { properties: Record<string, Record<string, unknown>>; required?: string[] } }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: { properties: Record<string, unknown> } }> }>;
  summary?: string;
  'x-extension'?: boolean;
  'x-spec-sections'?: string[];
  'x-contract': string;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  tags: Array<{ name: string }>;
  components: { securitySchemes: Record<string, unknown>; responses: Record<string, { content: Record<string, { schema: { properties: Record<string, { properties?: Record<string, unknown> }> } }> }> };
}

let doc: Document;
const operations = () => Object.entries(doc.paths).flatMap(([p, ops]) => Object.entries(ops).map(([method, op]) => ({ path: p.slice(1), method: method.toUpperCase(), op })));
const op = (method: string, p: string) => doc.paths[`/${p}`][method.toLowerCase()];

beforeAll(async () => {
  const answer = await call<Document>(server, 'GET', '/api/openapi.json');
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  doc = answer.body;
});

describe('GET /api/openapi.json', () => {
  it('is public and OpenAPI 3.1, every operation a documented call (its spec sections as tags) or an extension', () => {
    expect(doc.openapi).toBe('3.1.0');
    const ids = new Set<string>();
    for (const { method, path: p, op: o } of operations()) {
      const label = `${method} ${p}`;
      expect(ids.has(o.operationId), `${label}: operationId ${o.operationId} repeated`).toBe(false);
      ids.add(o.operationId);
      expect(o['x-contract'], label).toMatch(/^contracts\/endpoints\/\w+\.ts#\w+$/);
      if (o['x-extension']) {
        expect(o.tags, label).toEqual(['Extensions']);
        expect(o['x-spec-sections'], label).toBeUndefined();
      } else {
        expect(o.tags, label).toEqual(o['x-spec-sections']);
      }
    }
    expect(op('POST', 'Auth/Logout')['x-extension']).toBe(true);
    expect(op('POST', 'Audit/List')['x-extension']).toBe(true);
    expect(op('GET', 'OrderWom/GetSettings')['x-spec-sections']).toEqual(['03 §7', '04 §7']);
    expect(doc.tags.map((t) => t.name)).toContain('Extensions');
  });

  it('says who may call: the bearer token except Auth/Login and Company/Info, as the server does', async () => {
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const disagree: string[] = [];
    for (const { method, path: p, op: o } of operations()) {
      const isPublic = o.security.length === 0;
      expect(o.responses[401] === undefined, `${method} ${p}`).toBe(isPublic);
      const answer = await call(server, method, `/api/${p}`, { body: method === 'POST' ? {} : undefined });
      if ((answer.status === 401) === isPublic) disagree.push(`${method} ${p}: ${isPublic ? 'public' : 'bearer'} in the document, ${answer.status} without a token`);
    }
    expect(disagree).toEqual([]);
    expect(op('POST', 'Auth/Login').security).toEqual([]);
  }, 60_000);

  it('describes the query parameters, the request body and the answer inside the envelope', () => {
    expect(op('GET', 'User/Get').parameters).toEqual([{ name: 'id', in: 'query', required: true, schema: { type: 'integer', minimum: 1 } }]);
    const apply = op('POST', 'Actions/Apply');
    expect(apply.summary).toMatch(/audit/);
    expect(apply.requestBody!.content['application/json'].schema.properties.item).toEqual({
      type: 'string',
      enum: ['signOutOtherSessions', 'dismissMyNotifications', 'clearSignInLockouts'],
    });
    const envelope = apply.responses[200].content!['application/json'].schema.properties;
    expect(Object.keys(envelope)).toEqual(['isSuccess', 'message', 'data']);
    expect(envelope.data).toMatchObject({ type: 'object', required: ['item', 'count'] });
    expect(Object.keys(apply.responses).sort()).toEqual(['200', '400', '401', '403']);
  });

  it('names the errors: 400 with errors per field, 404 for a named record, 409 on a versioned save with who changed it', () => {
    expect(doc.components.responses.Refused.content['application/json'].schema.properties.errors).toEqual({ type: 'object', additionalProperties: { type: 'string' } });
    const save = op('POST', 'DataBase/Save');
    expect(save.responses[409]).toEqual({ $ref: '#/components/responses/Conflict' });
    expect(Object.keys(doc.components.responses.Conflict.content['application/json'].schema.properties.data.properties ?? {})).toEqual(['version', 'changedBy', 'changedAt', 'changedSince']);
    expect(op('GET', 'DataBase/Get').responses[404]).toEqual({ $ref: '#/components/responses/NotFound' });
    expect(op('GET', 'Company/Info').responses[400]).toBeUndefined();
  });

  it('describes uploads as multipart/form-data with their files, and the spec\'s other casing of a call', () => {
    const upload = op('POST', 'Upload/UploadFile');
    const form = upload.requestBody!.content['multipart/form-data'].schema;
    expect(form.properties.file_0).toMatchObject({ type: 'string', format: 'binary' });
    expect(upload.parameters!.map((p) => p.name)).toEqual(['id', 'tableName', 'islocal']);
    expect(op('GET', 'Workshop/GetAll')['x-contract']).toBe(op('GET', 'WorkShop/GetAll')['x-contract']);
  });
});

describe('/api/docs', () => {
  it('serves swagger-ui from this server, reading ../openapi.json, under a policy that allows only this origin', async () => {
    const bare = await fetch(`${server.url}/api/docs`, { redirect: 'manual' });
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/api/docs/');
    const page = await call(server, 'GET', '/api/docs/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    // nothing from another host: no CDN on a machine without internet
    expect(page.text).not.toMatch(/(src|href)=["']?(https?:)?\/\//);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).not.toContain('unsafe-eval');
    for (const file of [...page.text.matchAll(/(?:src|href)=["']\.\/([\w.-]+)["']/g)].map(([, name]) => name)) {
      expect((await fetch(`${server.url}/api/docs/${file}`)).status, file).toBe(200);
    }
    const init = await call(server, 'GET', '/api/docs/swagger-ui-init.js');
    expect(init.text).toContain('"url": "../openapi.json"');
  });

  it("the generator and swagger-ui stay out of the app's code (server-only)", () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? sources(path.join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [path.join(dir, entry.name)] : [],
      );
    const offenders = [...sources(path.join(REPO, 'src')), ...sources(path.join(REPO, 'dataProviders'))].filter((file) =>
      /from ['"][^'"]*(mock-server\/openapi|swagger-ui)/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
