// @vitest-environment node
// Where a documented call covers an action, the repair screens make that call, never an extension of ours in its
// place (DESIGN §3.2; issue 47 item 12). Every endpoint path the repair lines' sources bind (the routes of their typed
// calls) is read here and judged against the documented calls (contracts/documentedCalls.ts): an
// extension must be listed below with the action it serves, and no extension may serve, or look like it serves, an
// action of COVERED. Each covered action's documented calls must be bound, so an empty or broken scan fails too.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCUMENTED_CALLS, splitCall, type DocumentedCall } from '../../../contracts/documentedCalls';
import * as routes from '../../../contracts/routes';

const ROOT = path.resolve(__dirname, '../../..');
const SOURCES = ['src/lines/repairOrders', 'src/lines/repairBackOffice'];

/** The actions of spec 03 §4.2 and §7 (and spec 01 §7.3's upload) a documented call covers, and how an extension doing one would be named. */
const COVERED: Record<string, { calls: DocumentedCall[]; looksLike: RegExp }> = {
  'save a transfer guide and move the order with it': { calls: ['POST TransferGuide/Save', 'POST OrderWom/UpdateStatusTraceability'], looksLike: /guide|guia/i },
  "attach a file to an order (the shared upload component)": { calls: ['POST Upload/UploadFile'], looksLike: /upload|file|photo|foto|document|proof|comprobante/i },
  'confirm the delivery to the client': { calls: ['POST OrderWom/ConfirmDeliveryOrder'], looksLike: /deliver|entrega/i },
  "move an order's state": {
    calls: ['POST OrderWom/UpdateStatusTraceability', 'POST OrderWom/receivedRepairStore', 'POST OrderWom/statusToPay', 'POST OrderWom/SaveDiagnostic', 'POST OrderWom/SaveQualityControl', 'POST OrderWom/cancelOrder', 'POST OrderWom/returnOrderState'],
    looksLike: /transition|status|state|traceab|cancel|return|diagnos|quality|quote|pay/i,
  },
  'assign the technician': { calls: ['POST OrderWom/AssignTech'], looksLike: /assign/i },
  'list and search orders': { calls: ['POST OrderWom/GetOrderByState', 'POST OrderWom/GetOrderByStateAndTech', 'POST OrderWom/getOrderByFilterVc'], looksLike: /order.*(list|search|filter)|(list|search|filter).*order/i },
  "read an order's details": { calls: ['GET OrderWom/getAllOrderForInfo', 'GET OrderWom/GetById'], looksLike: /detail|info/i },
};

/**
 * Extensions of ours the repair screens may call, each with the action it serves (none of COVERED). Empty today:
 * adding one means saying here what it does that no documented call does.
 */
const ALLOWED_EXTENSIONS: Record<string, string> = {};

const DOCUMENTED_PATHS = new Set(Object.keys(DOCUMENTED_CALLS).map((call) => splitCall(call).path));

/**
 * The endpoint paths a source binds: any `path: 'Controller/Action'` written (screen routes start with '/', so are not
 * read), then the routes it calls (`routes.<name>`, contracts/routes).
 */
export function boundPaths(source: string): string[] {
  const written = [...source.matchAll(/\bpath:\s*['"`]([A-Za-z][\w-]*\/[\w-]+)['"`]/g)].map((m) => m[1]);
  const routed = [...source.matchAll(/\broutes\.(\w+)\b/g)].flatMap(([, name]) => (name in routes ? [routes[name as keyof typeof routes].path] : []));
  return [...written, ...routed];
}

/** What is wrong with the bound paths: unlisted extensions, and extensions serving or looking like a covered action. */
export function misuses(paths: readonly string[], allowed: Record<string, string> = ALLOWED_EXTENSIONS): string[] {
  const problems: string[] = [];
  for (const bound of new Set(paths)) {
    if (DOCUMENTED_PATHS.has(bound)) continue;
    if (!(bound in allowed)) problems.push(`${bound} is an extension no one listed in ALLOWED_EXTENSIONS`);
    for (const [action, { calls, looksLike }] of Object.entries(COVERED)) {
      if (allowed[bound] === action || looksLike.test(bound)) problems.push(`${bound} looks like "${action}", which ${calls.join(', ')} cover(s)`);
    }
  }
  return problems;
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(path.join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [path.join(dir, entry.name)] : []);

const bound = SOURCES.flatMap(sourceFiles).flatMap((file) => boundPaths(readFileSync(path.join(ROOT, file), 'utf8')).map((p) => ({ file, path: p })));

describe('the repair screens make the documented calls', () => {
  it('bind no extension for an action a documented call covers', () => {
    const problems = misuses(bound.map((b) => b.path)).map((problem) => `${problem} (${bound.find((b) => problem.startsWith(b.path))?.file})`);
    expect(problems).toEqual([]);
  });

  it('bind every documented call of each covered action', () => {
    const paths = new Set(bound.map((b) => b.path));
    const missing = Object.entries(COVERED).flatMap(([action, { calls }]) => calls.filter((call) => !paths.has(splitCall(call).path)).map((call) => `${action}: ${call}`));
    expect(missing).toEqual([]);
    expect(paths.size).toBeGreaterThan(40);
  });

  it('the check catches the extensions the screens once called in place of documented calls', () => {
    const old = `
      saveGuideWithFile: (query, file) => http({ method: 'POST', path: 'TransferGuide/SaveWithFile' satisfies typeof f.saveGuideWithFile.path, query }),
      confirmDeliveryWithProof: (query, file) => upload({ path: 'RepairOrder/ConfirmDeliveryWithProof', query, files: [file] }),
      uploadOrderFile: (query, file) => http({ method: 'POST', path: "RepairOrder/UploadFile", query }),
      transition: (body) => http({ method: 'POST', path: \`RepairOrder/Transition\`, body }),
      screen: { path: '/MobileOperator/Logistics' },
      transitionByRoute: (body) => call(routes.repairOrderTransition, { body }),`;
    expect(boundPaths(old)).toEqual(['TransferGuide/SaveWithFile', 'RepairOrder/ConfirmDeliveryWithProof', 'RepairOrder/UploadFile', 'RepairOrder/Transition', 'RepairOrder/Transition']);
    const found = misuses(boundPaths(old));
    expect(found.filter((p) => p.includes('no one listed'))).toHaveLength(4);
    expect(found).toEqual(expect.arrayContaining([
      expect.stringMatching(/^TransferGuide\/SaveWithFile looks like "save a transfer guide/),
      expect.stringMatching(/^RepairOrder\/ConfirmDeliveryWithProof looks like "confirm the delivery/),
      expect.stringMatching(/^RepairOrder\/UploadFile looks like "attach a file/),
      expect.stringMatching(/^RepairOrder\/Transition looks like "move an order's state"/),
    ]));
    // listing an extension does not excuse it when it serves a covered action
    expect(misuses(['RepairOrder/SetState'], { 'RepairOrder/SetState': "move an order's state" })).toEqual([
      'RepairOrder/SetState looks like "move an order\'s state", which POST OrderWom/UpdateStatusTraceability, POST OrderWom/receivedRepairStore, POST OrderWom/statusToPay, POST OrderWom/SaveDiagnostic, POST OrderWom/SaveQualityControl, POST OrderWom/cancelOrder, POST OrderWom/returnOrderState cover(s)',
    ]);
    // an extension listed for an action no documented call covers passes
    expect(misuses(['RepairOrder/Lookup'], { 'RepairOrder/Lookup': 'ours: a lookup no spec call makes' })).toEqual([]);
  });
});
