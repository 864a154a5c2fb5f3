import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { Breadcrumbs, Link as MuiLink, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Link, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { menuNamesByLink } from '../menu/menuTree';
import { useMenuAccess } from '../menu/useMenuAccess';
import { breadcrumbTrail } from './breadcrumbTrail';

/** The path of the current page, above its content; every step but the last is a link. */
export const AppBreadcrumb = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { data: menu } = useMenuAccess();
  const menuNames = useMemo(() => menuNamesByLink(menu ?? []), [menu]);
  const steps = breadcrumbTrail(pathname, menuNames, (segment) => {
    const key = `app.layout.breadcrumb.segments.${segment}`;
    const text = translate(key, { _: '' });
    return text && text !== key ? text : undefined;
  });
  if (steps.length === 0) return null;
  return (
    <Breadcrumbs
      aria-label={translate('app.layout.breadcrumb.label')}
      separator={<NavigateNextIcon fontSize="small" />}
      sx={{ px: 1, pt: 1.5, pb: 0.5, '& ol': { flexWrap: 'wrap' } }}
    >
      {steps.map((step) =>
        step.current ? (
          <Typography key={step.path} variant="body2" color="text.primary" aria-current="page" sx={{ fontWeight: 600 }}>
            {step.label}
          </Typography>
        ) : (
          <MuiLink key={step.path} component={Link} to={step.path} variant="body2" underline="hover" color="text.secondary">
            {step.label}
          </MuiLink>
        ),
      )}
    </Breadcrumbs>
  );
};
