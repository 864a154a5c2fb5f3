import { cellText } from './cellText';
import type { Language } from './plan';
import type { FirstRowsPage } from './prerender';

/** The page's table with a row for each answer row: copies of the page's one empty row, their cells filled. */
export const fillRows = (page: FirstRowsPage, drawing: Element, rows: Array<Record<string, unknown>>, language: Language) => {
  const body = drawing.querySelector('tbody')!;
  const template = body.firstElementChild!;
  template.remove();
  // the selection box's cell comes first when the list has one
  const offset = template.children.length - page.columns.length;
  for (const row of rows) {
    const copy = template.cloneNode(true) as Element;
    page.columns.forEach((column, index) => {
      const text = copy.children[offset + index].firstElementChild!;
      const value = row[column.source];
      if (column.kind !== 'boolean') text.textContent = cellText(column, value, language);
      else if (value === true || value === false) text.innerHTML = value ? page.marks.yes : page.marks.no;
    });
    body.append(copy);
  }
};
