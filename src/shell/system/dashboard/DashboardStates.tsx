import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * The dashboard's responsive layout: as many columns as fit (each at least 260 px), cards flowing down each
 * column like a site map, so a long group does not leave holes beside the short ones.
 */
export const CardGrid = ({ children, busy = false }: { children: ReactNode; busy?: boolean }) => (
  <Box aria-busy={busy || undefined} sx={{ columnWidth: 260, columnGap: 2, '& > *': { breakInside: 'avoid', mb: 2 } }}>
    {children}
  </Box>
);

const SKELETON_LINKS = [4, 3, 5, 2, 4, 3];

/** Placeholder cards while the menu loads. */
export const DashboardSkeleton = () => (
  <CardGrid busy>
    {SKELETON_LINKS.map((lines, index) => (
      <Card key={index} variant="outlined">
        <CardContent>
          <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 2 }}>
            <Skeleton variant="circular" width={36} height={36} />
            <Box sx={{ flex: 1 }}>
              <Skeleton width="60%" />
              <Skeleton width="30%" />
            </Box>
          </Stack>
          {Array.from({ length: lines }, (_, line) => (
            <Skeleton key={line} height={28} />
          ))}
        </CardContent>
      </Card>
    ))}
  </CardGrid>
);

/** The menu could not be loaded: say so and offer to try again. */
export const DashboardError = ({ onRetry }: { onRetry: () => void }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('app.system.dashboard.retry')}
        </Button>
      }
    >
      {translate('app.system.dashboard.load_error')}
    </Alert>
  );
};

const EmptyState = ({ icon, title, hint, action }: { icon: ReactNode; title: string; hint: string; action?: ReactNode }) => (
  <Stack role="status" alignItems="center" spacing={1} sx={{ py: 8, px: 2, textAlign: 'center', color: 'text.secondary' }}>
    {icon}
    <Typography variant="h6" component="p" color="text.primary">
      {title}
    </Typography>
    <Typography variant="body2">{hint}</Typography>
    {action}
  </Stack>
);

/** Nothing matches the header search: name the search and offer to clear it. */
export const NoMatchingOptions = ({ search, onClear }: { search: string; onClear: () => void }) => {
  const translate = useTranslate();
  return (
    <EmptyState
      icon={<SearchOffIcon sx={{ fontSize: 56 }} />}
      title={translate('app.system.dashboard.no_match', { search })}
      hint={translate('app.system.dashboard.no_match_hint')}
      action={
        <Button variant="outlined" onClick={onClear} sx={{ mt: 1 }}>
          {translate('app.system.dashboard.clear_search')}
        </Button>
      }
    />
  );
};

/** The user's menu is empty. */
export const NoOptions = () => {
  const translate = useTranslate();
  return (
    <EmptyState
      icon={<MenuOpenIcon sx={{ fontSize: 56 }} />}
      title={translate('app.system.dashboard.no_options')}
      hint={translate('app.system.dashboard.no_options_hint')}
    />
  );
};
