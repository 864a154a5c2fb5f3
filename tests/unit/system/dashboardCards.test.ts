// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MenuAccessEntry } from '../../../src/shell/layout/menu/useMenuAccess';
import { filterDashboardCards, foldText, toDashboardCards } from '../../../src/shell/system/dashboard/dashboardCards';

let nextId = 1;
const entry = (header: string, link = '', childrenLinks: MenuAccessEntry[] = [], sourcePrime = true): MenuAccessEntry => ({
  header, link, iconName: 'Folder', index: nextId, id: nextId++, sourcePrime, childrenLinks,
});

const menu: MenuAccessEntry[] = [
  entry('Administración', '', [
    entry('Inicio', '/system/dashboard'),
    entry('Microservicios', '/system/configuration/data-bases'),
    entry('Gestor de usuario', '/system/configuration/users'),
  ]),
  entry('Reportes', '', [entry('Visor de reportes', '/system/report/report-view'), entry('Configuración de reportes', '/system/report/ProcessReport')]),
  entry('Catálogo', '', [entry('Productos', '/Catalog/components/Products', [], false)]),
  entry('Logística', '', [entry('Remisiones', '', [entry('Detalle de remisión', '/SatelliteTV/components/DetailRemission')])]),
  entry('Portabilidad', '/Portability/components/Portability'),
  entry('Vacío'),
];
const cards = toDashboardCards(menu);
const names = (list: ReturnType<typeof toDashboardCards>) => list.map((card) => [card.name, card.links.map((link) => link.name)]);

describe('dashboard cards from the menu tree', () => {
  it('makes one card per top-level entry with its screens, skipping groups without any', () => {
    expect(names(cards)).toEqual([
      ['Administración', ['Inicio', 'Microservicios', 'Gestor de usuario']],
      ['Reportes', ['Visor de reportes', 'Configuración de reportes']],
      ['Catálogo', ['Productos']],
      ['Logística', ['Detalle de remisión']],
      ['Portabilidad', ['Portabilidad']],
    ]);
    expect(cards[2].links[0]).toMatchObject({ path: '/Catalog/components/Products', sourcePrime: false });
    expect(cards[3].links[0].groups).toEqual(['Remisiones']);
  });
});

describe('filtering the dashboard by the header search', () => {
  it('folds case, accents and spaces', () => {
    expect(foldText('  CONFIGURACIÓN   de  Reportes ')).toBe('configuracion de reportes');
    expect(foldText('Logística')).toBe(foldText('LOGISTICA'));
  });

  it('an empty or blank search keeps every card', () => {
    expect(filterDashboardCards(cards, '')).toBe(cards);
    expect(filterDashboardCards(cards, '   ')).toBe(cards);
  });

  it('matches link names without regard to case or accents', () => {
    expect(names(filterDashboardCards(cards, 'configuracion'))).toEqual([['Reportes', ['Configuración de reportes']]]);
    expect(names(filterDashboardCards(cards, 'GESTOR'))).toEqual([['Administración', ['Gestor de usuario']]]);
    expect(names(filterDashboardCards(cards, 'reportes'))).toEqual([['Reportes', ['Visor de reportes', 'Configuración de reportes']]]);
  });

  it('a group whose name matches shows all its links', () => {
    expect(names(filterDashboardCards(cards, 'administracion'))).toEqual([
      ['Administración', ['Inicio', 'Microservicios', 'Gestor de usuario']],
    ]);
    expect(names(filterDashboardCards(cards, 'CATÁLOGO'))).toEqual([['Catálogo', ['Productos']]]);
  });

  it('a matching sub-group keeps its links, and several cards can match', () => {
    expect(names(filterDashboardCards(cards, 'remision'))).toEqual([['Logística', ['Detalle de remisión']]]);
    expect(names(filterDashboardCards(cards, ' DE '))).toEqual([
      ['Administración', ['Gestor de usuario']],
      ['Reportes', ['Visor de reportes', 'Configuración de reportes']],
      ['Logística', ['Detalle de remisión']],
    ]);
  });

  it('nothing matches: no cards', () => {
    expect(filterDashboardCards(cards, 'facturación')).toEqual([]);
  });
});
