// Prints the report of `npm test` (scripts/test.sh) from the parts' times it logged and the reporters' JSON files.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { e2eFileTimes, flakyTests, formatReport, type PartTime, unitFileTimes } from './summarize';

const ROOT = resolve(import.meta.dirname, '../..');
const [partsFile, unitJson, e2eJson, wholeSeconds] = process.argv.slice(2);

const readJson = (file: string | undefined) => {
  if (!file || !existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

const parts: PartTime[] = existsSync(partsFile)
  ? readFileSync(partsFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [seconds, status, ...name] = line.split('\t');
        return { part: name.join('\t'), seconds: Number(seconds), ok: status === '0' };
      })
  : [];
const unit = readJson(unitJson);
const e2e = readJson(e2eJson);
const files = [...(unit ? unitFileTimes(unit, ROOT) : []), ...(e2e ? e2eFileTimes(e2e) : [])];
console.log(formatReport(parts, files, e2e ? flakyTests(e2e) : undefined, 15, wholeSeconds ? Number(wholeSeconds) : undefined));
