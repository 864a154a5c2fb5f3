import { PagedTable, type PagedColumn, type PagedTableProps } from '../../../shell/components/PagedTable';

export type BackOfficeColumn<T> = PagedColumn<T>;

/** The shared paged table (src/shell/components/PagedTable.tsx) in the back office's words; `empty`: its own empty text. */
export function BackOfficeTable<T>({ empty, ...props }: Omit<PagedTableProps<T>, 'texts'> & { empty?: string }) {
  const texts = {
    loading: 'app.backOffice.common.loading', empty: empty ?? 'app.backOffice.common.empty',
    pageOf: 'app.backOffice.common.pageOf', pageButtons: 'app.backOffice.common.pages',
  };
  return <PagedTable {...props} texts={texts} />;
}
