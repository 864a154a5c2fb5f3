import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import HomeIcon from '@mui/icons-material/Home';
import LockPersonIcon from '@mui/icons-material/LockPerson';
import RefreshIcon from '@mui/icons-material/Refresh';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../routes';


interface ErrorPageFrameProps {
  code?: string;
  icon: ReactNode;
  title: string;
  message: string;
  children: ReactNode;
  /** inside the layout the app bar shows the title; on its own the page takes the whole window */
  standalone?: boolean;
}

/** The shared look of the error pages: an icon, the code, a title, the message and what to do next. */
const ErrorPageFrame = ({ code, icon, title, message, children, standalone = false }: ErrorPageFrameProps) => {
  const translate = useTranslate();
  return (
    <Box
      component={standalone ? 'main' : 'div'}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: standalone ? '100vh' : '70vh',
        p: 2,
        bgcolor: standalone ? 'background.default' : undefined,
      }}
    >
      {!standalone && <Title title={title} />}
      <Paper variant="outlined" sx={{ maxWidth: 560, width: '100%', p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Box aria-hidden sx={{ color: 'primary.main', '& svg': { fontSize: 72 } }}>
          {icon}
        </Box>
        {code && (
          <Typography variant="h2" component="p" color="text.secondary" sx={{ fontWeight: 300, lineHeight: 1.2 }}>
            {code}
          </Typography>
        )}
        <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
          {translate(title)}
        </Typography>
        <Typography variant="body1" color="text.secondary" sx={{ mt: 1.5, mb: 3 }}>
          {translate(message)}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} justifyContent="center">
          {children}
        </Stack>
      </Paper>
    </Box>
  );
};

const HomeButton = ({ variant = 'contained' }: { variant?: 'contained' | 'outlined' }) => {
  const translate = useTranslate();
  return (
    <Button component={Link} to={HOME_PATH} variant={variant} startIcon={<HomeIcon />}>
      {translate('app.system.errors.back_home')}
    </Button>
  );
};

/** 404: any path nobody answers (react-admin's catchAll). */
export const NotFound = () => (
  <ErrorPageFrame
    code="404"
    icon={<TravelExploreIcon />}
    title="app.system.errors.not_found_title"
    message="app.system.errors.not_found"
  >
    <HomeButton />
  </ErrorPageFrame>
);

/** 401 at /system/not-authorized: the user may not open the option. */
export const NotAuthorized = () => (
  <ErrorPageFrame
    code="401"
    icon={<LockPersonIcon />}
    title="app.system.errors.not_authorized_title"
    message="app.system.errors.not_authorized"
  >
    <HomeButton />
  </ErrorPageFrame>
);

/** /error, outside the layout: something failed; go back to where it happened, or home. */
export const ErrorPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  // back to the page that failed; when /error was opened on its own, load it again
  const tryAgain = () => (window.history.length > 1 ? navigate(-1) : window.location.reload());
  return (
    <ErrorPageFrame
      standalone
      icon={<ErrorOutlineIcon />}
      title="app.system.errors.error_title"
      message="app.system.errors.error"
    >
      <Button variant="contained" startIcon={<RefreshIcon />} onClick={tryAgain}>
        {translate('app.system.errors.try_again')}
      </Button>
      <HomeButton variant="outlined" />
    </ErrorPageFrame>
  );
};
