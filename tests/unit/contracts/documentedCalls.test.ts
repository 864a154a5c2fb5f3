// @vitest-environment node
// Issue 31: the documented API is the contract. Every call of ../shared/specs/documented-calls.txt is served at its
// documented method and path and listed in the OpenAPI document; no contract path is a documented call under another
// name; every contract path is a route the server mounts. Each failure lists every offender at once.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENTED_CALLS } from '../../../contracts/documentedCalls';
import { contractEndpoints, verbsOf, type ContractEndpoint } from '../../../mock-server/shell/openapi/document';
import { call, login, withServerForFile, type ServerForFile } from '../mock-server/helpers';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CALLS_FILE = path.resolve(REPO, '../shared/specs/documented-calls.txt');
const hasCallsFile = existsSync(CALLS_FILE);
if (!hasCallsFile) console.warn(`Skipping the documented-calls checks that read ${CALLS_FILE}: the file is missing (the specs are not beside this checkout).`);

/** `METHOD Controller/Action` lines of the file (comments and blank lines left out). */
const fileCalls = hasCallsFile
  ? readFileSync(CALLS_FILE, 'utf8').split('\n').map((line) => line.trim()).filter((line) => line !== '' && !line.startsWith('#'))
  : [];
const tableCalls = Object.keys(DOCUMENTED_CALLS);
/** The file's list when it is there, else the contracts' copy of it. */
const documentedCalls = hasCallsFile ? fileCalls : tableCalls;

/** Actions that many controllers have: the same action under another controller is no renamed copy. */
const GENERIC_ACTIONS = new Set(['list', 'get', 'save', 'delete', 'update', 'uploadfile', 'getdetails', 'getsettings']);

let server: ServerForFile['server'];
let token: string;
withServerForFile((ready) => ({ server, admin: token } = ready));

/** Sends a call as the administrator (signing in again if a call before it ended the session, e.g. Auth/Logout). */
async function send(method: string, callPath: string) {
  const options = () => ({ token, body: method === 'POST' ? {} : undefined, headers: { 'Accept-Language': 'en' } });
  let answer = await call(server, method, `/api/${callPath}`, options());
  if (answer.status === 401 && callPath !== 'Auth/Login') {
    token = (await login(server)).token;
    answer = await call(server, method, `/api/${callPath}`, options());
  }
  return answer;
}

/** The answer of a path no route serves (mock-server/core/http.ts apiNotFound), as against a record that does not exist. */
const unrouted = (answer: { status: number; body: { message?: unknown } }, method: string, callPath: string) =>
  answer.status === 404 && answer.body?.message === `Not found: ${method} /api/${callPath}.`;

let contracts: ContractEndpoint[];
beforeAll(async () => {
  contracts = await contractEndpoints();
});

describe('the documented calls (../shared/specs/documented-calls.txt)', () => {
  it.skipIf(!hasCallsFile)('contracts/documentedCalls.ts lists exactly the file\'s calls', () => {
    expect({ missing: fileCalls.filter((c) => !tableCalls.includes(c)), extra: tableCalls.filter((c) => !fileCalls.includes(c)) }).toEqual({ missing: [], extra: [] });
  });

  it.skipIf(!hasCallsFile)('the mock serves every documented call at its method and path: none answers 404 or 405 (400 or 403 means it exists)', async () => {
    const missing: string[] = [];
    for (const line of fileCalls) {
      const [method, callPath] = line.split(' ');
      const answer = await send(method, callPath);
      if (answer.status === 404 || answer.status === 405) missing.push(`${line} → ${answer.status} ${String(answer.body?.message ?? answer.text).slice(0, 120)}`);
    }
    expect(missing, `${missing.length} of ${fileCalls.length} documented calls are not served:\n${missing.join('\n')}`).toEqual([]);
  }, 120_000);

  it('the OpenAPI document (GET /api/openapi.json) lists every documented call with its method and path, tagged with its spec sections', async () => {
    const answer = await call(server, 'GET', '/api/openapi.json');
    expect(answer.status).toBe(200);
    const paths = answer.body.paths as Record<string, Record<string, { tags: string[]; 'x-spec-sections'?: string[] }>>;
    const absent: string[] = [];
    for (const line of documentedCalls) {
      const [method, callPath] = line.split(' ');
      const operation = paths[`/${callPath}`]?.[method.toLowerCase()];
      if (!operation) absent.push(line);
      else expect(operation['x-spec-sections'], line).toEqual([...DOCUMENTED_CALLS[line as keyof typeof DOCUMENTED_CALLS]]);
    }
    expect(absent, `${absent.length} documented calls are not in the OpenAPI document:\n${absent.join('\n')}`).toEqual([]);
  });

  it('no contract path is a documented call under another name (the same action under another controller)', () => {
    const documentedPaths = new Set(documentedCalls.map((line) => line.split(' ')[1].toLowerCase()));
    const byAction = new Map<string, string[]>();
    for (const line of documentedCalls) {
      const callPath = line.split(' ')[1];
      const action = callPath.split('/')[1].toLowerCase();
      byAction.set(action, [...(byAction.get(action) ?? []), callPath]);
    }
    // the paths the contracts declare: every endpoint export, and any `path: 'A/B'` written in a contract file
    // (the rule of the project's before-stop hook)
    const declared = new Set(contracts.map((c) => c.endpoint.path));
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? sources(path.join(dir, entry.name)) : entry.name.endsWith('.ts') ? [path.join(dir, entry.name)] : [],
      );
    for (const file of sources(path.join(REPO, 'contracts'))) {
      for (const [, written] of readFileSync(file, 'utf8').matchAll(/path: '([A-Za-z]+\/[A-Za-z]+)'/g)) declared.add(written);
    }
    const offenders = [...declared]
      .filter((p) => /^[A-Za-z]+\/[A-Za-z]+$/.test(p) && !documentedPaths.has(p.toLowerCase()))
      .filter((p) => {
        const action = p.split('/')[1].toLowerCase();
        return byAction.has(action) && !GENERIC_ACTIONS.has(action);
      })
      .sort()
      .map((p) => `${p} (documented: ${byAction.get(p.split('/')[1].toLowerCase())!.join(', ')})`);
    expect(offenders, `${offenders.length} contract paths look like renamed documented calls:\n${offenders.join('\n')}`).toEqual([]);
  });
});

describe('the contracts (contracts/endpoints/*.ts)', () => {
  it('every contract path is a route the server mounts (it answers something else than "no such route")', async () => {
    const unserved: string[] = [];
    for (const { name, file, endpoint } of contracts) {
      for (const verb of verbsOf(endpoint)) {
        const answer = await send(verb, endpoint.path);
        if (unrouted(answer, verb, endpoint.path)) unserved.push(`${verb} ${endpoint.path} (contracts/endpoints/${file} ${name})`);
      }
    }
    expect(unserved, `${unserved.length} contract paths have no route:\n${unserved.join('\n')}`).toEqual([]);
  }, 120_000);
});
