import DoneIcon from '@mui/icons-material/Done';
import ClearIcon from '@mui/icons-material/Clear';
import MenuIcon from '@mui/icons-material/Menu';
import {
  AppBar,
  Box,
  Checkbox,
  Paper,
  ScopedCssBaseline,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TableSortLabel,
  Toolbar,
  Typography,
} from '@mui/material';
import { columnBounds } from '../../engine/columns/columnWidths';
import { PagerPlaceholder } from '../../engine/PagerPlaceholder';
import { ViewsBarPlaceholder } from '../../engine/views/ViewsBarPlaceholder';
import { cellText } from './cellText';
import type { FirstRowsPlan, Language, PaintColumn } from './plan';

/** A boolean's mark as the app's list draws it (FieldColumn.tsx's BooleanValue): react-admin's check or cross. */
export const BooleanMark = ({ value }: { value: boolean }) => {
  const Icon = value ? DoneIcon : ClearIcon;
  return (
    <span className="boolean">
      <Icon fontSize="small" />
    </span>
  );
};

/** A cell's value as the app's list draws it (FieldColumn.tsx's cells): text in the cell's own type, a boolean's mark. */
const Cell = ({ column, value, language }: { column: PaintColumn; value: unknown; language: Language }) => {
  if (column.kind === 'boolean') return value === true || value === false ? <BooleanMark value={value} /> : null;
  return <>{cellText(column, value, language)}</>;
};

export interface FirstRowsProps {
  plan: FirstRowsPlan;
  rows: Array<Record<string, unknown>>;
  language: Language;
  /** the side menu's width beside the page (docked) */
  sidebarWidth: number;
}

/**
 * The styles of react-admin's DataTable and of the app's cells (FieldColumn.tsx: its BooleanValue), once for the table
 * rather than on each cell: a value on one line ending in an ellipsis, a boolean's icon sits on the line.
 */
const TABLE_SX = {
  tableLayout: 'auto',
  '& .MuiTableSortLabel-root': { position: 'static' },
  '& .one-line': { display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: 'var(--cell-max, 280px)' },
  '& .boolean': { display: 'inline-flex', verticalAlign: 'middle', lineHeight: 0 },
} as const;

/** A column's least width and its values' widest, as the app's list gives them (engine/columns/columnWidths.ts). */
const boundsOf = (column: PaintColumn, language: Language) => {
  const { minWidth, cellMax } = columnBounds(column.kind, column.label[language], column.sortable);
  return { minWidth, '--cell-max': `${cellMax}px` };
};

/** The height of react-admin's list toolbar (the search box and the Columns and Create buttons). */
const LIST_ACTIONS_HEIGHT = 64;
/** The breadcrumb's line above the list (its least height in layout/breadcrumb/AppBreadcrumb.tsx). */
const BREADCRUMB_HEIGHT = 40;

/**
 * The first rows of a list as the app's list draws them (react-admin's DataTable: MUI's small table, its header's
 * sort labels, the selection column), with the app bar's title, in the places the app's layout gives them: when the
 * app takes over (handOver.ts) its own rows appear where these were. What only the app can do (the menu, the
 * search box, the buttons, the pager) is left blank or drawn as a skeleton. Drawn when the app is built, as HTML and
 * CSS (prerender.tsx), which the page shows and fills with the answer's rows (paint.ts). Not interactive: paint.ts
 * keeps a click on a row and repeats it on the app's row.
 */
export const FirstRows = ({ plan, rows, language, sidebarWidth }: FirstRowsProps) => {
  const title = plan.title[language];
  return (
    <ScopedCssBaseline sx={{ minHeight: '100vh', bgcolor: 'background.default' }} data-first-rows aria-busy="true">
      <AppBar position="static" color="primary" elevation={0}>
        <Toolbar variant="dense" sx={{ pl: '8px !important' }}>
          {/* react-admin's menu button: an IconButton's box (8 px around its icon), 0.2em of its 24 px on the right */}
          <Box sx={{ display: 'inline-flex', p: 1, mr: '4.8px', flexShrink: 0 }}>
            <MenuIcon />
          </Box>
          <Typography variant="h6" component="h1" noWrap sx={{ fontSize: '1.25rem' }}>
            {title}
          </Typography>
        </Toolbar>
      </AppBar>
      <Box sx={{ ml: `${sidebarWidth}px`, px: 1 }}>
        <Box sx={{ height: BREADCRUMB_HEIGHT }} />
        <Box sx={{ height: LIST_ACTIONS_HEIGHT, display: 'flex', alignItems: 'flex-end', gap: 2, pb: 1 }}>
          {plan.filters.map((filter, index) => (
            // the search box, and a select's width for the other filters
            <Skeleton key={index} variant="rounded" width={filter === 'search' ? 256 : 160} height={48} />
          ))}
        </Box>
        <Paper elevation={1} sx={{ borderRadius: '12px', overflow: 'hidden' }}>
          <ViewsBarPlaceholder />
          <Table size="small" aria-label={title} sx={TABLE_SX}>
            <TableHead>
              <TableRow>
                {plan.selectable && (
                  <TableCell padding="checkbox" variant="head">
                    <Checkbox tabIndex={-1} inputProps={{ 'aria-hidden': true }} />
                  </TableCell>
                )}
                {plan.columns.map((column) => (
                  <TableCell key={column.source} variant="head" sx={boundsOf(column, language)}>
                    {column.sortable ? (
                      <TableSortLabel component="span" tabIndex={-1} active={plan.sort.field === column.source} direction={plan.sort.order === 'ASC' ? 'asc' : 'desc'}>
                        <span>{column.label[language]}</span>
                      </TableSortLabel>
                    ) : (
                      <span>{column.label[language]}</span>
                    )}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, index) => (
                <TableRow key={String(row.id ?? index)} hover sx={{ cursor: 'pointer' }}>
                  {plan.selectable && (
                    <TableCell padding="checkbox">
                      <Checkbox tabIndex={-1} inputProps={{ 'aria-hidden': true }} />
                    </TableCell>
                  )}
                  {plan.columns.map((column) => (
                    <TableCell key={column.source} sx={boundsOf(column, language)}>
                      <span className="one-line">
                        <Cell column={column} value={row[column.source]} language={language} />
                      </span>
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
        <PagerPlaceholder />
      </Box>
    </ScopedCssBaseline>
  );
};
