import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorPage, NotAuthorized, NotFound } from '../../../src/shell/system/ErrorPages';
import { renderWithAdmin } from '../support/renderWithAdmin';

describe('error pages', () => {
  it('404 says the page does not exist and leads home', () => {
    renderWithAdmin(<NotFound />);
    expect(screen.getByText('Opps, it seems that this page does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/system/dashboard');
  });

  it('401 keeps the exact text of the original, with its two dots', () => {
    renderWithAdmin(<NotAuthorized />);
    expect(
      screen.getByText('Opps, You do not have authorization for this option, please contact your system administrator..'),
    ).toBeInTheDocument();
  });

  it('in Spanish', () => {
    renderWithAdmin(<NotFound />, { locale: 'es' });
    expect(screen.getByText('Ups, parece que esta página no existe.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toBeInTheDocument();
  });

  it('401 in Spanish', () => {
    renderWithAdmin(<NotAuthorized />, { locale: 'es' });
    expect(screen.getByText(/^Ups, no tiene autorización para esta opción/)).toBeInTheDocument();
  });

  it('the generic error page offers to try again or go home', () => {
    renderWithAdmin(<ErrorPage />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeInTheDocument();
  });
});
