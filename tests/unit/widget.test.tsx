import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { localStorageStore, memoryStore } from 'react-admin';
import { Widget } from '../../src/shell/components/widget/Widget';
import { renderWithAdmin } from './support/renderWithAdmin';

const renderWidget = (store = memoryStore()) =>
  renderWithAdmin(
    <Widget id="ventas" title="Ventas">
      <p>Contenido del widget</p>
    </Widget>,
    { store },
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
