/**
 * Build time: `node --import tsx prerenderPages.ts`, with the plans of the lists drawn before the app on stdin (by
 * route), writes their pages (prerender.tsx) on stdout. A process of its own (vite.config.ts starts it): React's and
 * emotion's builds are then the production ones, whatever the calling process (a test, the dev server) has loaded.
 */
import { readFileSync } from 'node:fs';
import type { FirstRowsPlan } from './plan';
import { prerenderFirstRows } from './prerender';

const plans = JSON.parse(readFileSync(0, 'utf8')) as Record<string, FirstRowsPlan>;
process.stdout.write(JSON.stringify(Object.fromEntries(Object.entries(plans).map(([route, plan]) => [route, prerenderFirstRows(plan)]))));
