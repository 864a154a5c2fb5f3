import { useLayoutEffect, useState } from 'react';
import { Box, Button, IconButton, List, ListItem, Switch, Typography } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { useTranslate } from 'react-admin';
import { columnFieldDef } from '../FieldColumn';
import { fieldLabel } from '../fieldRules';
import type { ResourceDef } from '../types';
import { definitionSources, normalizeChoice } from './columnChoice';
import { useListColumnsState } from './useListColumns';

/**
 * The columns of a list, each with its switch (show or hide), its up and down buttons (keyboard) and a drag handle
 * (pointer), and "Reset to the definition's". Changes show in the table at once.
 */
export const ColumnsChooser = ({ def, onShown }: { def: ResourceDef; onShown?: () => void }) => {
  const translate = useTranslate();
  const state = useListColumnsState();
  const [dragged, setDragged] = useState<string | null>(null);
  // drawn: the popover around it places itself again for its real size
  useLayoutEffect(() => onShown?.(), []); // eslint-disable-line react-hooks/exhaustive-deps
  if (!state) return null;
  const sources = definitionSources(def);
  const choice = normalizeChoice(sources, state.choice);
  const columns = new Map(def.list.columns.map((column) => [typeof column === 'string' ? column : column.source, column]));
  const nameOf = (source: string) => translate(fieldLabel(def, columnFieldDef(def, columns.get(source)!)));
  return (
    <Box sx={{ p: 1, minWidth: 260, maxWidth: { xs: '100%', sm: '90vw' } }}>
      <Typography variant="subtitle2" component="h2" sx={{ px: 1, pt: 0.5 }} id="columns-chooser-title">
        {translate('app.listViews.columns.title')}
      </Typography>
      {state.view && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 1, maxWidth: 300 }}>
          {translate('app.listViews.columns.in_view', { name: state.view.name })}
        </Typography>
      )}
      <List dense aria-labelledby="columns-chooser-title">
        {choice.order.map((source, index) => {
          const name = nameOf(source);
          return (
            <ListItem
              key={source}
              data-column={source}
              draggable
              onDragStart={(event) => {
                setDragged(source);
                event.dataTransfer.effectAllowed = 'move';
              }}
              onDragOver={(event) => {
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged && dragged !== source) state.dispatch({ type: 'moveTo', source: dragged, index });
                setDragged(null);
              }}
              onDragEnd={() => setDragged(null)}
              sx={{ gap: 0.5, pl: 0, opacity: dragged === source ? 0.4 : 1 }}
              secondaryAction={null}
            >
              <DragIndicatorIcon fontSize="small" color="disabled" sx={{ cursor: 'move' }} aria-hidden />
              <Switch
                size="small"
                checked={!choice.hidden.includes(source)}
                onChange={() => state.dispatch({ type: 'toggle', source })}
                slotProps={{ input: { 'aria-label': translate('app.listViews.columns.show', { name }) } }}
              />
              <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }}>
                {name}
              </Typography>
              <IconButton size="small" disabled={index === 0} aria-label={translate('app.listViews.columns.up', { name })} onClick={() => state.dispatch({ type: 'move', source, by: -1 })}>
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                disabled={index === choice.order.length - 1}
                aria-label={translate('app.listViews.columns.down', { name })}
                onClick={() => state.dispatch({ type: 'move', source, by: 1 })}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
            </ListItem>
          );
        })}
      </List>
      <Box sx={{ textAlign: 'center' }}>
        {/* MUI's: react-admin's Button is an icon alone on a phone, and this one has no icon (it showed nothing) */}
        <Button size="small" onClick={() => state.dispatch({ type: 'reset' })}>
          {translate('app.listViews.columns.reset')}
        </Button>
      </Box>
    </Box>
  );
};
