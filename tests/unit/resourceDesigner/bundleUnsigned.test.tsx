// Issue 47 item 6: a bundle changed by hand is refused saying once that nothing changed and how such a design is
// brought; an administrator may instead review its whole difference and import it unsigned.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { BundleDiff, DesignBundle } from '../../../contracts/endpoints/designBundles';
import { BundleImportDialog } from '../../../src/lines/resourceDesigner/BundleImportDialog';
import { designLines, lineDiff } from '../../../src/lines/resourceDesigner/bundleReview';
import { renderWithAdmin } from '../support/renderWithAdmin';

const REFUSAL =
  "The bundle's checksum does not match its content: it was changed by hand or damaged after it was exported. Nothing was changed. A design changed by hand is imported by making the change in the Resource Designer of a server and exporting it again from there.";

const body = (label: string) => ({
  name: 'visitas', label: { es: label, en: label }, pageSize: 10, fields: [],
  menu: { path: '/visitas', icon: 'Place', parent: { path: '', name: 'Administración', nameEn: 'Administration' }, grants: [] },
});
const bundle = {
  format: 'back-office-designs', formatVersion: 1, exportedAt: '2026-11-27T10:00:00.000Z', exportedFrom: 'pruebas', checksum: 'a'.repeat(64),
  designs: [{ name: 'visitas', version: 1, design: body('Visitas editadas') }],
} as unknown as DesignBundle;
const unsignedDiff: BundleDiff = {
  checksum: bundle.checksum, exportedFrom: 'pruebas', exportedAt: bundle.exportedAt, missingRoles: [], unsigned: true,
  resources: [{
    name: 'visitas', label: { es: 'Visitas editadas', en: 'Visitas editadas' }, status: 'changed', bundleVersion: 1, currentVersion: 1, records: 0,
    fields: { added: [], removed: [], changed: [] }, resource: ['label'], texts: [], menu: [], rules: [], missingRoles: [], issues: {},
    content: { here: body('Visitas') as never, bundle: body('Visitas editadas') as never },
  }],
};

describe('a whole design, line by line', () => {
  it('keeps the common lines and marks the removed and added ones', () => {
    expect(lineDiff(['{', '"a": 1,', '"b": 2', '}'], ['{', '"a": 1,', '"b": 3', '}']).map((line) => `${line.mark}${line.text}`)).toEqual(['{', ' "a": 1,', '-"b": 2', '+"b": 3', '}'].map((line, i) => (i === 0 || i === 4 ? ` ${line}` : line)));
    expect(lineDiff([], ['x'])).toEqual([{ mark: '+', text: 'x' }]);
    // keys sorted: the order a file was saved in is no difference
    expect(designLines({ b: 1, a: { d: 1, c: 2 } })).toEqual(designLines({ a: { c: 2, d: 1 }, b: 1 }));
  });
});

describe('importing a bundle changed by hand', () => {
  it('says once that nothing changed; the administrator reviews the whole difference and applies it unsigned', async () => {
    const diffDesignBundle = vi.fn(async (_bundle: DesignBundle, unsigned?: boolean) => {
      if (!unsigned) throw new HttpError(REFUSAL, 400, { message: REFUSAL, errors: { bundle: REFUSAL, checksum: REFUSAL } });
      return unsignedDiff;
    });
    const applyDesignBundle = vi.fn(async () => ({ applied: [{ name: 'visitas', id: 4, publishedVersion: 2 }], unchanged: [], skippedRoles: [], message: '' }));
    renderWithAdmin(<BundleImportDialog open onClose={() => undefined} />, { dataProvider: { diffDesignBundle, applyDesignBundle } });

    fireEvent.change(screen.getByTestId('bundle-file'), { target: { files: [new File([JSON.stringify(bundle)], 'edited.json', { type: 'application/json' })] } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`The bundle was refused: ${REFUSAL}`);
    expect(alert.textContent!.match(/nothing was changed/gi)).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Review every change to import it unsigned' }));
    expect(await screen.findByTestId('bundle-unsigned')).toHaveTextContent(/not signed/);
    expect(diffDesignBundle).toHaveBeenLastCalledWith(bundle, true);
    const whole = screen.getByTestId('bundle-whole-diff');
    expect([...whole.querySelectorAll('[data-mark="-"]')].map((line) => line.textContent)).toEqual(['-     "en": "Visitas",', '-     "es": "Visitas"']);
    expect([...whole.querySelectorAll('[data-mark="+"]')].map((line) => line.textContent)).toEqual(['+     "en": "Visitas editadas",', '+     "es": "Visitas editadas"']);
    expect(screen.queryByText(/The bundle was refused/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Apply selected (1)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Apply 1 resource(s)?' });
    expect(confirm).toHaveTextContent(/recorded in the audit trail as unsigned/);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Apply selected (1)' }));
    await waitFor(() => expect(applyDesignBundle).toHaveBeenCalledWith(bundle, ['visitas'], true));
    expect(await screen.findByText('The bundle was applied.')).toBeVisible();
  });
});
