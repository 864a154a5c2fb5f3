import { Box, ToggleButton, ToggleButtonGroup, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { shortDate } from '../../../contracts/dates';
import type { FieldConflict, MergeResult, Change } from '../offline/mergeRules';


/** A value as the notice (and the Conflicts page) quotes it: text as typed, nothing as a dash. */
export const shown = (value: unknown): string => (value === null || value === undefined || value === '' ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));

interface ConflictFieldsProps {
  merge: MergeResult;
  /** the fields changed on the server only (they come in with Reload), with who and when */
  theirsOnly: Array<{ field: string; value: unknown; change: Change }>;
  labelOf: (source: string) => string;
  choices: Record<string, 'mine' | 'theirs'>;
  onChoose: (field: string, choice: 'mine' | 'theirs') => void;
}

/**
 * Inside the conflict notice: what the other person changed since the form was loaded, field by field, and, for a
 * field both changed to different values, both values with a choice (nothing is applied for it until the user picks).
 */
export const ConflictFields = ({ merge, theirsOnly, labelOf, choices, onChoose }: ConflictFieldsProps) => {
  const translate = useTranslate();
  // on a phone both values, often long, stand one above the other at the notice's width
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const label = (field: string) => translate(labelOf(field), { _: field });
  const conflictLine = ({ field, mine, theirs, change }: FieldConflict) => (
    <Box component="li" key={field} data-conflict-field={field} sx={{ mb: 1 }}>
      <Typography variant="body2" component="div">
        {translate('app.engine.conflict.both', { field: label(field), name: change?.changedBy.name ?? '—' })}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={choices[field] ?? null}
        onChange={(_, choice: 'mine' | 'theirs' | null) => choice && onChoose(field, choice)}
        aria-label={label(field)}
        orientation={phone ? 'vertical' : 'horizontal'}
        fullWidth={phone}
        sx={{ mt: 0.5, flexWrap: 'wrap' }}
      >
        <ToggleButton value="mine" sx={{ textTransform: 'none', maxWidth: '100%' }}>
          {translate('app.engine.conflict.keepMine', { value: shown(mine) })}
        </ToggleButton>
        <ToggleButton value="theirs" sx={{ textTransform: 'none', maxWidth: '100%' }}>
          {translate('app.engine.conflict.keepTheirs', { value: shown(theirs), name: change?.changedBy.name ?? '—' })}
        </ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
  return (
    <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5, overflowWrap: 'anywhere' }}>
      {theirsOnly.map(({ field, value, change }) => (
        <Box component="li" key={field} data-changed-field={field}>
          <Typography variant="body2">
            {translate('app.engine.conflict.changed', { field: label(field), value: shown(value), name: change.changedBy.name, at: shortDate(change.changedAt) })}
          </Typography>
        </Box>
      ))}
      {merge.conflicts.map(conflictLine)}
    </Box>
  );
};
