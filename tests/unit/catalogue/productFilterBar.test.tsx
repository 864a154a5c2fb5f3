import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { catalogueMessages } from '../../../src/lines/catalogue/messages';
import { ProductFilterBar } from '../../../src/lines/catalogue/ProductFilterBar';
import { EMPTY_FILTERS, type ProductFilters } from '../../../src/lines/catalogue/productFilters';
import { renderWithAdmin } from '../support/renderWithAdmin';

const OPTIONS = { catalogs: [{ idCatelogList: 3, nameCatelogList: 'Teléfonos móviles' }], groups: [], businesses: [] } as never;

/** The bar as the product list draws it, with the filters of the address; `pass` gives it the list's next ones. */
const renderBar = (initial: ProductFilters, onSearch = vi.fn()) => {
  let pass: (filters: ProductFilters) => void = () => undefined;
  const List = () => {
    const [applied, setApplied] = useState(initial);
    pass = setApplied;
    return <ProductFilterBar applied={applied} options={OPTIONS} onSearch={onSearch} />;
  };
  renderWithAdmin(<List />, { lines: [catalogueMessages] });
  return { pass: (filters: ProductFilters) => act(() => pass(filters)) };
};

// The list passes the filters of its address anew each time it draws (its page arriving, the options loading): what
// the user is typing must survive that; Back/Forward, which changes the address's filters, replaces it.
describe('the product filter bar', () => {
  it('keeps what the user typed while the list draws again with the same filters, and searches with it', () => {
    const onSearch = vi.fn();
    const applied = { ...EMPTY_FILTERS, catalog: 3 };
    const { pass } = renderBar(applied, onSearch);
    fireEvent.change(screen.getByLabelText('SKU'), { target: { value: 'SKU-000123' } });
    pass({ ...applied });
    expect(screen.getByLabelText('SKU')).toHaveValue('SKU-000123');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith({ ...applied, sku: 'SKU-000123' });
  });

  it('takes the filters of the address when they change (Back, Forward)', () => {
    const { pass } = renderBar(EMPTY_FILTERS);
    fireEvent.change(screen.getByLabelText('SKU'), { target: { value: 'typed' } });
    pass({ ...EMPTY_FILTERS, sku: 'SKU-000777' });
    expect(screen.getByLabelText('SKU')).toHaveValue('SKU-000777');
  });
});
