import { PagedTable as SharedPagedTable, type PagedColumn, type PagedTableProps } from '../../shell/components/PagedTable';

export type Column<T> = PagedColumn<T>;

const TEXTS = { loading: 'app.satelliteTv.loading', empty: 'app.satelliteTv.empty', pageOf: 'app.satelliteTv.pageOf' };

/** The shared paged table (src/shell/components/PagedTable.tsx) in the satellite-TV screens' words. */
export function PagedTable<T>(props: Omit<PagedTableProps<T>, 'texts'>) {
  return <SharedPagedTable {...props} texts={TEXTS} />;
}
