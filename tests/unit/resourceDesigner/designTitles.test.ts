// @vitest-environment node
// Issue 47 item 5: a designed resource's screens are titled with its singular and plural labels, as react-admin's
// own page titles read them ("Crear <singular>", "Lista de <plural>"); a design made before the singular keeps its
// one label. Item 8: the seeded versions were published by the installation.
import { describe, expect, it } from 'vitest';
import { messagesOfDesign, resourceNameOf } from '../../../contracts/resourceDesign';
import { createI18nProvider, type Language } from '../../../src/shell/i18n/i18nProvider';
import { versionByline } from '../../../src/lines/resourceDesigner/designRules';
import { translatorFor } from '../support/lines';
import { suppliersDesign } from './suppliersDesign';

/** The titles react-admin gives a resource's Create, List and Edit pages (getResourceLabel: 1 for one, 2 for the list). */
const titles = (design: ReturnType<typeof suppliersDesign>, locale: Language) => {
  const i18n = createI18nProvider(locale);
  i18n.addMessages(messagesOfDesign(design));
  const name = (count: number) => i18n.translate(`resources.${design.name}.name`, { smart_count: count });
  return {
    create: i18n.translate('ra.page.create', { name: name(1) }),
    list: i18n.translate('ra.page.list', { name: name(2) }),
    edit: i18n.translate('ra.page.edit', { name: name(1), recordRepresentation: 'Andina SAS' }),
  };
};

describe('the titles of a designed resource', () => {
  const design = { ...suppliersDesign(), singular: { es: 'Proveedor', en: 'Supplier' } };

  it('use the singular for one record and the plural for the list, in Spanish and English', () => {
    expect(titles(design, 'es')).toEqual({ create: 'Crear Proveedor', list: 'Lista de Proveedores', edit: 'Proveedor Andina SAS' });
    expect(titles(design, 'en')).toEqual({ create: 'Create Supplier', list: 'Suppliers', edit: 'Supplier Andina SAS' });
  });

  it('keep the one label of a design made before the singular existed', () => {
    expect(titles(suppliersDesign(), 'es')).toMatchObject({ create: 'Crear Proveedores', list: 'Lista de Proveedores' });
    expect(resourceNameOf(suppliersDesign(), 'en')).toBe('Suppliers');
    expect(resourceNameOf({ ...design, singular: { es: 'Proveedores', en: ' ' } }, 'en')).toBe('Suppliers');
  });
});

describe("a version's line in the history (issue 47 item 8)", () => {
  const line = (locale: 'es' | 'en', publishedBy: string) => {
    const [key, values] = versionByline({ publishedAt: '2026-11-20T15:30:00.000Z', publishedBy }, locale);
    return translatorFor(locale)(`app.designer.versions.${key}`, values);
  };

  it('says the installation published the seeded versions, not "seed"', () => {
    expect(line('es', 'seed')).toMatch(/ en la instalación$/);
    expect(line('en', 'seed')).toMatch(/ at installation$/);
    expect(line('es', 'seed')).not.toMatch(/seed/);
    expect(line('es', 'Administrador Sistema')).toMatch(/ por Administrador Sistema$/);
  });
});
