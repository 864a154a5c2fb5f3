import { Alert, Box, Button, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { ChangePasswordPrompt } from './account/ChangePasswordPrompt';
import { CardGrid, DashboardError, DashboardSkeleton, NoMatchingOptions, NoOptions } from './dashboard/DashboardStates';
import { MenuGroupCard } from './dashboard/MenuGroupCard';
import { useDashboardCards } from './dashboard/useDashboardCards';

/** /system/dashboard: a card per top-level menu entry with its screens, filtered by the header search. */
export const Dashboard = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { cards, hasMenu, search, clearSearch, isPending, isError, retry } = useDashboardCards();

  const content = () => {
    if (isPending) return <DashboardSkeleton />;
    if (isError) return <DashboardError onRetry={retry} />;
    if (!hasMenu) return <NoOptions />;
    if (cards.length === 0) return <NoMatchingOptions search={search} onClear={clearSearch} />;
    return (
      <>
        {search && (
          // a filtered home page always says so, with the way back to every option (the search may be hidden on a phone)
          <Alert
            severity="info"
            role="status"
            sx={{ mb: 2, alignItems: 'center' }}
            action={
              <Button color="inherit" size="small" onClick={clearSearch}>
                {translate('app.system.dashboard.clear_search')}
              </Button>
            }
          >
            {translate('app.system.dashboard.filtered', { search, smart_count: cards.length })}
          </Alert>
        )}
        <CardGrid>
          {cards.map((card) => (
            <MenuGroupCard key={card.id} card={card} />
          ))}
        </CardGrid>
      </>
    );
  };

  return (
    <Box sx={{ py: 2 }}>
      <Title title="app.system.dashboard.title" />
      <Box component="header" sx={{ mb: 3 }}>
        <Typography variant="h5" component="h1">
          {identity?.fullName
            ? translate('app.system.dashboard.greeting', { name: identity.fullName })
            : translate('app.system.dashboard.greeting_anonymous')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.system.dashboard.subtitle')}
        </Typography>
      </Box>
      <ChangePasswordPrompt />
      {content()}
    </Box>
  );
};
