/**
 * A list's first rows drawn at build time (src/boot/firstRows/prerender.tsx, in a process of its own as the build runs
 * it: prerenderPages.ts) and filled in the page (fillRows.ts): the page's texts in each language, the CSS of every
 * class it uses, and a row per answer row written as the list writes it.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import databases from '../../../resources/admin/databases.json';
import type { ResourceDefinition } from '../../../contracts/resourceDefinition';
import { adminMessages } from '../../../src/lines/admin/messages';
import { fillRows } from '../../../src/boot/firstRows/fillRows';
import { firstRowsPlan, type MessageTree } from '../../../src/boot/firstRows/plan';
import type { FirstRowsPage } from '../../../src/boot/firstRows/prerender';
import { ROOT } from '../support/importGraph';

const plan = firstRowsPlan(databases as ResourceDefinition, adminMessages as unknown as { en: MessageTree; es: MessageTree })!;
const pages = execFileSync(process.execPath, ['--import', 'tsx', 'src/boot/firstRows/prerenderPages.ts'], {
  cwd: ROOT,
  input: JSON.stringify({ '/databases': plan }),
  env: { ...process.env, NODE_ENV: 'production' },
});
const page = (JSON.parse(pages.toString('utf8')) as Record<string, FirstRowsPage>)['/databases'];
const drawingOf = (html: string) => {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.firstElementChild!;
};

describe("a list's first rows drawn when the app is built (issue 50)", () => {
  it('has the page in both languages: its title and headers, and one empty row to copy', () => {
    for (const language of ['en', 'es'] as const) {
      const drawing = drawingOf(page.html[language]);
      expect(drawing.querySelector('h1')?.textContent).toBe(plan.title[language]);
      expect([...drawing.querySelectorAll('thead th')].map((cell) => cell.textContent)).toEqual(['', ...plan.columns.map((column) => column.label[language])]);
      expect(drawing.querySelectorAll('tbody tr')).toHaveLength(1);
      expect(drawing.querySelector('tbody tr')!.textContent).toBe('');
    }
    expect(page.html.es).not.toBe(page.html.en);
  });

  it("carries the rules of every class the page uses, its own apart from the app's", () => {
    const classes = new Set([...`${page.html.en}${page.marks.yes}`.matchAll(/\b(early-[\w-]+)/g)].map(([, name]) => name));
    expect(classes.size).toBeGreaterThan(10);
    for (const name of classes) expect(page.css, name).toContain(`.${name}`);
    expect(page.css).not.toMatch(/\.css-/);
  });

  it("copies the row for each answer row and writes its cells as the list does: choices by name, booleans as marks", () => {
    const drawing = drawingOf(page.html.es);
    fillRows(page, drawing, [
      { id: 7, name: 'Consola', alias: 'CON', databaseType: 1, storage: null, status: true },
      { id: 8, name: 'Otra', alias: 'OTR', databaseType: 3, status: false },
    ], 'es');
    const rows = [...drawing.querySelectorAll('tbody tr')];
    expect(rows).toHaveLength(2);
    expect([...rows[0].children].slice(1, 6).map((cell) => cell.textContent)).toEqual(['7', 'Consola', 'CON', 'SQL Server', '']);
    expect(rows[1].children[4].textContent).toBe('API');
    expect(rows[0].children[6].firstElementChild!.innerHTML).toBe(page.marks.yes);
    expect(rows[1].children[6].firstElementChild!.innerHTML).toBe(page.marks.no);
    expect(page.marks.yes).not.toBe(page.marks.no);
    // each row keeps the selection box's cell
    expect(rows.every((row) => row.querySelector('input[type="checkbox"]'))).toBe(true);
  });
});
