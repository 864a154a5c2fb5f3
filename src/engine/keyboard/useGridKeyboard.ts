import { createContext, useContext, useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { useListContext, type Identifier } from 'react-admin';
import { openInlineEditor } from '../inline/InlineCell';
import { extendedSelection, gridAction, type PositionKind } from './gridKeys';
import { SELECTION_BOX_TARGET } from '../rows/selectionBoxClass';

/**
 * How the table reaches a row that is not drawn (a virtual body draws only the rows in view): it scrolls to it.
 * The virtual body fills it in; a table that draws every row leaves it empty.
 */
export const GridScrollContext = createContext<{ current: ((row: number) => void) | null }>({ current: null });
export const useGridScroll = () => useContext(GridScrollContext);

/** A row's controls the keyboard reaches one by one (the selection checkbox, the row's buttons and links). */
const CONTROLS = 'input[type="checkbox"], button:not(:disabled), a[href]';
/** An input, a select or an editor: its keys are its own. */
const TYPING = 'input:not([type="checkbox"]), textarea, select, [contenteditable="true"], [data-inline-editor], [role="listbox"]';
const ROW_HEIGHT = 37;

/** The list's search box (its filter form's input of that source): focused, its text selected; false when none. */
const focusSearch = (source: string | undefined) => {
  const search = source ? document.querySelector<HTMLInputElement>(`form input[name="${source}"]`) : null;
  if (!search) return false;
  search.focus();
  search.select();
  return true;
};

const dataRows = (body: HTMLElement) => [...body.querySelectorAll<HTMLTableRowElement>(':scope > tr:not([aria-hidden])')];

/** The data index of a row: the virtual body's data-index, else its place among the body's rows. */
const rowIndexOf = (body: HTMLElement, row: HTMLTableRowElement) => (row.dataset.index !== undefined ? Number(row.dataset.index) : dataRows(body).indexOf(row));

const rowAt = (body: HTMLElement, index: number) =>
  body.querySelector<HTMLTableRowElement>(`:scope > tr[data-index="${index}"]`) ??
  (body.querySelector(':scope > tr[data-index]') ? null : (dataRows(body)[index] ?? null));

/**
 * The places the keyboard stops at in a row, left to right: each cell, or a cell's own controls when it has some
 * (the checkbox of the selection column, the row's buttons).
 */
export const positionsOf = (row: HTMLTableRowElement): HTMLElement[] =>
  [...row.cells].flatMap((cell) => {
    const controls = [...cell.querySelectorAll<HTMLElement>(CONTROLS)].filter((control) => !control.closest('[data-inline-editor]'));
    return controls.length > 0 ? controls : [cell];
  });

/**
 * Where `target` is among a row's positions: itself, or, for a cell whose controls came after it was focused (a row's
 * selection box is drawn a pass after the row: SelectionBox), the first of its controls.
 */
const positionIndex = (positions: HTMLElement[], target: HTMLElement) => {
  const at = positions.indexOf(target);
  return at >= 0 || target.tagName !== 'TD' ? at : positions.findIndex((position) => target.contains(position));
};

const kindOf = (element: HTMLElement): PositionKind =>
  element.tagName !== 'TD' ? 'control' : element.querySelector('[data-inline-cell]') ? 'editable' : 'cell';

/**
 * The keyboard of the engine's tables (issue 34), short pages and long virtual ones alike: one Tab stop for the
 * table (a roving tabindex over its cells and their controls), arrows between cells, Page Up/Down and Home/End,
 * Enter opens the row or edits an editable cell, Space selects the row, Shift+Up/Down extends the selection, `/`
 * goes to the list's search box. Mount the returned handlers on a box around the table.
 */
export const useGridKeyboard = (searchSource: string | undefined): {
  ref: RefObject<HTMLDivElement | null>;
  /** give it to the table's body through GridScrollContext (a virtual body fills it in) */
  scroll: { current: ((row: number) => void) | null };
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onFocus: (event: React.FocusEvent<HTMLElement>) => void;
} => {
  const ref = useRef<HTMLDivElement>(null);
  const scroll = useRef<((row: number) => void) | null>(null);
  const { data, selectedIds, onSelect } = useListContext();
  const active = useRef({ row: 0, col: 0 });
  const idOf = (row: number): Identifier | undefined => data?.[row]?.id;

  const bodyOf = () => ref.current?.querySelector<HTMLElement>('tbody') ?? null;

  /** The element holding the table's one Tab stop. */
  const stop = useRef<HTMLElement | null>(null);

  /** Cells and controls under `root` (or `root` itself) leave the tab order. */
  const prepare = (root: Element) => {
    const elements = root.matches(`td, ${CONTROLS}`) ? [root as HTMLElement] : [];
    elements.push(...root.querySelectorAll<HTMLElement>(`td, ${CONTROLS}`));
    for (const element of elements) {
      if (element.closest('[data-inline-editor]')) continue;
      if (element.getAttribute('tabindex') !== '-1') element.setAttribute('tabindex', '-1');
    }
  };

  /** The Tab stop on the active position when drawn, else on the first drawn row's. */
  const placeStop = (body: HTMLElement) => {
    const row = rowAt(body, active.current.row) ?? body.querySelector<HTMLTableRowElement>(':scope > tr:not([aria-hidden])');
    if (!row) return;
    const positions = positionsOf(row);
    const target = positions[Math.min(active.current.col, positions.length - 1)];
    const previous = stop.current;
    if (previous && previous !== target) previous.setAttribute('tabindex', '-1');
    target?.setAttribute('tabindex', '0');
    stop.current = target ?? null;
    // a cell focused before its control came (a row's selection box, drawn a pass after the row) hands its focus on
    if (target && previous && previous !== target && previous.contains(target) && document.activeElement === previous) target.focus({ preventScroll: true });
  };

  /** One element of the table in the tab order: the active position when drawn, else the first drawn row's. */
  const rove = () => {
    const body = bodyOf();
    if (!body) return;
    prepare(body);
    placeStop(body);
  };

  // rows come and go (pages, sorting, a virtual body scrolling): what is added leaves the tab order, and the tab
  // stop is kept on what is drawn (only the added nodes are looked at: a scroll of a long list adds a screenful)
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    rove();
    const observer = new MutationObserver((records) => {
      const body = bodyOf();
      if (!body) return;
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          // a row or cell added to the body; or the table itself drawn anew (after loading), body and all
          if (body.contains(node)) prepare(node);
          else if (node.contains(body)) prepare(body);
        }
      placeStop(body);
    });
    observer.observe(box, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  const focusAt = (row: number, col: number, tries = 30) => {
    const body = bodyOf();
    if (!body) return;
    active.current = { row, col };
    const element = rowAt(body, row);
    if (!element) {
      // not drawn: scroll to it, and focus it once drawn
      scroll.current?.(row);
      if (tries > 0) requestAnimationFrame(() => focusAt(row, col, tries - 1));
      return;
    }
    const positions = positionsOf(element);
    const target = positions[Math.min(col, positions.length - 1)];
    if (!target) return;
    rove();
    target.setAttribute('tabindex', '0');
    if (scroll.current) scroll.current(row);
    target.focus({ preventScroll: Boolean(scroll.current) });
  };

  const onFocus = (event: React.FocusEvent<HTMLElement>) => {
    const body = bodyOf();
    const target = event.target as HTMLElement;
    if (!body || !body.contains(target) || target.closest(TYPING)) return;
    const row = target.closest('tr');
    if (!row || row.parentElement !== body) return;
    const col = positionIndex(positionsOf(row as HTMLTableRowElement), target);
    if (col < 0) return;
    active.current = { row: rowIndexOf(body, row as HTMLTableRowElement), col };
    rove();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const body = bodyOf();
    const target = event.target as HTMLElement;
    if (!body || !body.contains(target) || target.closest(TYPING)) return;
    const row = target.closest('tr') as HTMLTableRowElement | null;
    if (!row || row.parentElement !== body) return;
    const positions = positionsOf(row);
    const col = positionIndex(positions, target);
    if (col < 0) return;
    const index = rowIndexOf(body, row);
    const scroller = body.closest<HTMLElement>('.RaDataTable-tableWrapper');
    const visible = scroll.current && scroller ? scroller.clientHeight : window.innerHeight;
    const page = Math.max(1, Math.floor(visible / (row.offsetHeight || ROW_HEIGHT)) - 1);
    const action = gridAction(event, { row: index, col, rows: data?.length ?? 0, cols: positions.length, page }, kindOf(target));
    if (!action) return;
    event.preventDefault();
    switch (action.type) {
      case 'move':
        return focusAt(action.row, action.col);
      case 'extend':
        onSelect(extendedSelection(selectedIds, idOf, action.from, action.row));
        return focusAt(action.row, action.col);
      case 'select':
        row.querySelector<HTMLElement>(SELECTION_BOX_TARGET)?.click();
        return;
      case 'edit':
        openInlineEditor(target);
        return;
      case 'open':
        // the row's click: opens the record as a click would
        row.click();
        return;
      case 'search':
        focusSearch(searchSource);
        return;
    }
  };

  // `/` anywhere on the list's page but in an input goes to its search box, as in most web apps
  useEffect(() => {
    if (!searchSource) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== '/' || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest?.(`${TYPING}, [role="dialog"], [role="menu"]`)) return;
      if (focusSearch(searchSource)) event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [searchSource]);

  return { ref, scroll, onKeyDown, onFocus };
};
