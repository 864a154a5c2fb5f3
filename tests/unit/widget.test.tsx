import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, localStorageStore, memoryStore, TestMemoryRouter } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { messagesByLanguage } from './support/lines';
import { Widget } from '../../src/components/widget/Widget';

const i18nProvider = polyglotI18nProvider((locale) => messagesByLanguage[locale as 'en' | 'es'], 'en', [], { allowMissing: true });

const renderWidget = (store = memoryStore()) =>
  render(
    <TestMemoryRouter>
      <AdminContext i18nProvider={i18nProvider} store={store}>
        <Widget id="ventas" title="Ventas">
          <p>Contenido del widget</p>
        </Widget>
      </AdminContext>
    </TestMemoryRouter>,
  );

describe('widget states (default, collapse, fullscreen)', () => {
  it('collapses to its header and expands again, and remembers being collapsed', async () => {
    // the app's store: localStorage, which outlives the page (a memory store is emptied on unmount)
    localStorage.clear();
    const store = localStorageStore(undefined, 'widget-test');
    const { unmount } = renderWidget(store);
    const collapse = screen.getByRole('button', { name: 'Collapse Ventas' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(collapse);
    const expand = await screen.findByRole('button', { name: 'Expand Ventas' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.getByText('Contenido del widget')).not.toBeVisible());
    unmount();
    renderWidget(store);
    expect(screen.getByRole('button', { name: 'Expand Ventas' })).toBeInTheDocument();
  });

  it('opens full screen in a dialog and leaves it', async () => {
    renderWidget();
    fireEvent.click(screen.getByRole('button', { name: 'Show Ventas full screen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ventas' });
    expect(within(dialog).getByText('Contenido del widget')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave full screen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
