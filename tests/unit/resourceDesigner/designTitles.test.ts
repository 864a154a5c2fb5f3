// Issue 47 item 5: a designed resource's screens are titled with its singular and plural labels, as react-admin's
// own page titles read them ("Crear <singular>", "Lista de <plural>"); a design made before the singular keeps its
// one label.
import { describe, expect, it } from 'vitest';
import { messagesOfDesign, resourceNameOf } from '../../../contracts/resourceDesign';
import { createI18nProvider, type Language } from '../../../src/i18n/i18nProvider';
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
