// Issue 51: an action only the server can do says, offline, that it waits for the connection (NeedsConnection).
import { onlineManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NeedsConnection } from '../../../src/engine/offline/NeedsConnection';
import { offlineMessages } from '../../../src/engine/offline/messages';
import { renderWithAdmin } from '../support/renderWithAdmin';

afterEach(() => onlineManager.setOnline(true));

describe('NeedsConnection', () => {
  it('says nothing online; offline it says the action waits, in the user’s language, and goes when the connection is back', () => {
    renderWithAdmin(<NeedsConnection />, { locale: 'es', lines: [offlineMessages] });
    expect(screen.queryByRole('status')).toBeNull();
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent('Sin conexión: esto lo hace el servidor, así que espera a que vuelva la conexión.');
    act(() => onlineManager.setOnline(true));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
