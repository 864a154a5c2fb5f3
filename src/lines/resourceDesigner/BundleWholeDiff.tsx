import { Box, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { BundleResourceDiff } from '../../../contracts/endpoints/designBundles';
import { designLines, lineDiff } from './bundleReview';

const MARK_SX = {
  ' ': {},
  '-': { bgcolor: 'error.light', color: 'error.contrastText' },
  '+': { bgcolor: 'success.light', color: 'success.contrastText' },
} as const;

/**
 * The whole design of a bundle read unsigned (issue 47 item 6), line by line against what is published here: a
 * file changed by hand may change anything, so the administrator reads all of it before importing it.
 */
export function BundleWholeDiff({ resource }: { resource: BundleResourceDiff }) {
  const translate = useTranslate();
  const lines = useMemo(() => (resource.content ? lineDiff(designLines(resource.content.here), designLines(resource.content.bundle)) : []), [resource.content]);
  if (!resource.content) return null;
  const changed = lines.filter((line) => line.mark !== ' ').length;
  const title = translate('app.designer.bundle.wholeDiff', { count: changed });
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h4">{title}</Typography>
      <Box
        component="pre"
        tabIndex={0}
        data-testid="bundle-whole-diff"
        sx={{ m: 0, mt: 0.5, p: 1, maxHeight: 360, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, fontSize: 12, lineHeight: 1.5 }}
      >
        {lines.map((line, index) => (
          <Box key={index} component="span" data-mark={line.mark} sx={{ display: 'block', whiteSpace: 'pre', ...MARK_SX[line.mark] }}>
            {`${line.mark} ${line.text}`}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
