// @vitest-environment node
// The design bundle format (issue 35): canonical JSON and its checksum, the checks a received bundle goes through
// (format, newer version, shape, checksum), and a design made portable (group and roles by name) and back.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bundleFileName, canonicalJson, designBundle, type DesignBundle } from '../../../contracts/endpoints/designBundles';
import { BundleRefusal, localDesign, parseBundleText, portableDesign, signBundle, verifyBundle } from '../../../mock-server/lines/resourceDesigner/bundles';
import { translate } from '../../../mock-server/shell/messages';
import { suppliersDesign } from '../resourceDesigner/suppliersDesign';

const GROUPS = [{ id: 1, name: 'Administración', nameEn: 'Administration' }, { id: 9, name: 'Portabilidad', nameEn: 'Portability' }];
const ROLES = [{ id: 1, name: 'Administrador' }, { id: 2, name: 'Operador' }];

const bundleOf = (): DesignBundle =>
  signBundle({ format: 'back-office-designs', formatVersion: 1, exportedAt: '2026-03-04T10:00:00.000Z', exportedFrom: 'https://pruebas.example.co', designs: [portableDesign(suppliersDesign(), 3, GROUPS, ROLES)] });

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(BundleRefusal);
    const { msg } = error as BundleRefusal;
    return { es: translate('es', msg), en: translate('en', msg) };
  }
  throw new Error('not refused');
};

describe('canonical JSON and the checksum', () => {
  it('sorts every object\'s keys, keeps arrays in order and leaves out undefined', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 'é' }], c: undefined }, n: null })).toBe('{"a":{"d":[3,{"y":"é","z":1}]},"b":1,"n":null}');
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
  });

  it('signs with the sha256 (hex) of the canonical JSON of everything but the checksum', () => {
    const bundle = bundleOf();
    const { checksum, ...rest } = bundle;
    expect(checksum).toBe(createHash('sha256').update(canonicalJson(rest)).digest('hex'));
    expect(designBundle.safeParse(bundle).success).toBe(true);
    expect(bundleFileName(bundle.exportedAt)).toBe('designs-2026-03-04.json');
  });

  it('reads a bundle whose keys were reordered (pretty-printed or re-saved) as intact', () => {
    const bundle = bundleOf();
    const reordered = JSON.parse(JSON.stringify({ checksum: bundle.checksum, designs: bundle.designs, exportedFrom: bundle.exportedFrom, exportedAt: bundle.exportedAt, formatVersion: 1, format: bundle.format }));
    expect(verifyBundle(reordered).checksum).toBe(bundle.checksum);
    expect(parseBundleText(JSON.stringify(bundle, null, 2)).designs[0].name).toBe('proveedores');
  });
});

describe('a received bundle is refused, with the reason in both languages', () => {
  it('when a value was changed after export (tampered)', () => {
    const tampered = bundleOf();
    tampered.designs[0].design.fields[0].maxLength = 5000;
    expect(refusal(() => verifyBundle(tampered))).toEqual({
      es: 'La suma de verificación del paquete no coincide con su contenido: se cambió a mano o se dañó después de exportarlo. No se cambió nada. Un diseño cambiado a mano se importa haciendo el cambio en el diseñador de recursos de un servidor y exportándolo de nuevo desde allí.',
      en: "The bundle's checksum does not match its content: it was changed by hand or damaged after it was exported. Nothing was changed. A design changed by hand is imported by making the change in the Resource Designer of a server and exporting it again from there.",
    });
  });

  it('when it is of a newer format version', () => {
    expect(refusal(() => verifyBundle({ ...bundleOf(), formatVersion: 3 })).en).toBe('The bundle has format version 3, newer than this console reads (1). Update the console first. Nothing was changed.');
  });

  it('when it is malformed, not a bundle, or not JSON', () => {
    const { checksum: _c, ...unsigned } = bundleOf();
    const broken = signBundle({ ...unsigned, designs: [{ ...unsigned.designs[0], version: 0 }] });
    expect(refusal(() => verifyBundle(broken)).en).toMatch(/^The bundle is damaged \(designs\.0\.version: /);
    expect(refusal(() => verifyBundle([1, 2])).es).toBe('El archivo no es un paquete de diseños (falta format: "back-office-designs"). No se cambió nada.');
    expect(refusal(() => parseBundleText('{"format": "back-office-designs", ')).en).toBe('The file is not valid JSON: it is not a design bundle. Nothing was changed.');
    const twice = signBundle({ ...unsigned, designs: [unsigned.designs[0], unsigned.designs[0]] });
    expect(refusal(() => verifyBundle(twice)).en).toBe('The bundle carries the design proveedores twice. Nothing was changed.');
  });
});

describe('a design made portable and back', () => {
  it('names its group and its roles, and finds them again by name in another environment (other ids, any case)', () => {
    const portable = portableDesign(suppliersDesign(), 3, GROUPS, ROLES);
    expect(portable.design.menu.parent).toEqual({ path: '', name: 'Administración', nameEn: 'Administration' });
    expect(portable.design.menu.grants.map((grant) => grant.role)).toEqual(['Administrador', 'Operador']);
    const there = localDesign(portable.design, [{ id: 40, name: 'ADMINISTRACIÓN', nameEn: 'Admin' }], [{ id: 7, name: 'operador' }, { id: 8, name: 'Administrador' }]);
    expect(there.design.menu).toEqual({ ...suppliersDesign().menu, group: 40, grants: [{ role: 8, flags: suppliersDesign().menu.grants[0].flags }, { role: 7, flags: suppliersDesign().menu.grants[1].flags }] });
    expect(there.design.fields).toEqual(suppliersDesign().fields);
    expect(there).toMatchObject({ missingRoles: [], missingGroup: false });
  });

  it('says which roles and which group do not exist there', () => {
    const portable = portableDesign(suppliersDesign(), 3, GROUPS, ROLES);
    const there = localDesign(portable.design, [{ id: 2, name: 'Otro', nameEn: 'Other' }], [{ id: 1, name: 'Administrador' }]);
    expect(there).toMatchObject({ missingRoles: ['Operador'], missingGroup: true });
    expect(there.design.menu.grants).toEqual([{ role: 1, flags: suppliersDesign().menu.grants[0].flags }]);
  });
});
