import { useCallback } from 'react';
import { Pagination, useListContext, useLocale, useTranslate, type PaginationProps } from 'react-admin';

/**
 * react-admin's pager; when the data provider says the total is the database's estimate (`meta.totalIsEstimate`,
 * a big table without a search), its range reads "1-10 of about 100,028".
 */
export function EstimatedPagination(props: PaginationProps) {
  const { meta } = useListContext();
  const translate = useTranslate();
  const locale = useLocale();
  const estimated = (meta as { totalIsEstimate?: boolean } | undefined)?.totalIsEstimate === true;
  const aboutRange = useCallback(
    ({ from, to, count }: { from: number; to: number; count: number }) =>
      translate('app.engine.page_range_about', {
        offsetBegin: from.toLocaleString(locale),
        offsetEnd: to.toLocaleString(locale),
        total: count.toLocaleString(locale),
      }),
    [translate, locale],
  );
  return <Pagination {...props} {...(estimated ? { labelDisplayedRows: aboutRange } : {})} />;
}
