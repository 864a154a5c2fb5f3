import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { Box, Breadcrumbs, Link as MuiLink, Typography } from '@mui/material';
import { useContext, useMemo } from 'react';
import { Link, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { DefinitionsContext } from '../../../engine/DefinitionsContext';
import { listPath } from '../../../engine/paths';
import { HOME_PATH } from '../../routes';
import { menuNamesByLink } from '../menu/menuTree';
import { useMenuAccess } from '../menu/useMenuAccess';
import { breadcrumbTrail, linkedTrail, menuTrail, type ListPage } from './breadcrumbTrail';

/**
 * The breadcrumb's line, whatever its steps (plain texts and links differ by a few px): the early rows
 * (src/boot/firstRows/FirstRows.tsx, BREADCRUMB_HEIGHT) draw the list below a line of this height.
 */
const BREADCRUMB_HEIGHT = 40;

/** The lists of the resources loaded so far, named by their titles in the user's language. */
const useListPages = (): ListPage[] => {
  const definitions = useContext(DefinitionsContext);
  const translate = useTranslate();
  return useMemo(
    () =>
      (definitions?.names() ?? []).flatMap((name) => {
        const def = definitions!.get(name)!;
        if (!def.routes) return [];
        const label = translate(def.titles?.list ?? `resources.${name}.name`, { smart_count: 2, _: name });
        return [{ path: listPath(def), label, detailPath: def.routes.edit?.path, newAt: def.routes.edit && { query: def.routes.edit.idQuery, id: def.routes.edit.newId } }];
      }),
    [definitions, translate],
  );
};

/**
 * The path of the current page, above its content, in the user's language. Steps that lead to a page are links
 * (a detail page's list among them); the others, and the current page, are text.
 */
export const AppBreadcrumb = () => {
  const translate = useTranslate();
  const { pathname, search } = useLocation();
  const { data: menu, isLoading: menuPending } = useMenuAccess();
  const menuNames = useMemo(() => menuNamesByLink(menu ?? []), [menu]);
  const lists = useListPages();
  const realPaths = useMemo(() => new Set(['/system', HOME_PATH, ...menuNames.keys(), ...lists.map((page) => page.path)]), [menuNames, lists]);
  const segmentLabel = (segment: string, path: string) => {
    const list = lists.find((page) => page.path === path);
    if (list) return list.label;
    // a list's detail page opened to create a record (?id=new) is the New one, not a record
    const creating = lists.find((page) => page.detailPath === path && page.newAt && new URLSearchParams(search).get(page.newAt.query) === page.newAt.id);
    if (creating) return translate('app.layout.breadcrumb.segments.create');
    const key = `app.layout.breadcrumb.segments.${segment}`;
    const text = translate(key, { _: '' });
    return text && text !== key ? text : undefined;
  };
  // a page the menu leads to is named as the menu names it; another (My account from the user menu...) by its path
  const trail =
    menuTrail(pathname, menu ?? [], {
      entryLabel: (link) => lists.find((page) => page.path === link)?.label,
      segmentLabel,
      listOf: (path) => lists.find((page) => page.detailPath === path)?.path,
    }) ?? breadcrumbTrail(pathname, menuNames, segmentLabel);
  const steps = linkedTrail(trail, realPaths, lists);
  if (steps.length === 0) return null;
  // until the menu is known (the first screen waits on it too), its line kept empty rather than a trail that
  // changes under the eye, and at its height: the page below does not move when it comes
  if (menuPending) return <Box aria-hidden sx={{ minHeight: BREADCRUMB_HEIGHT }} />;
  return (
    <Breadcrumbs
      aria-label={translate('app.layout.breadcrumb.label')}
      separator={<NavigateNextIcon fontSize="small" />}
      sx={{ px: 1, pt: 1.5, pb: 0.5, minHeight: BREADCRUMB_HEIGHT, '& ol': { flexWrap: 'wrap' } }}
    >
      {steps.map((step) =>
        step.link ? (
          <MuiLink key={step.path} component={Link} to={step.path} variant="body2" underline="hover" color="text.secondary">
            {step.label}
          </MuiLink>
        ) : (
          <Typography
            key={step.path}
            variant="body2"
            color={step.current ? 'text.primary' : 'text.secondary'}
            aria-current={step.current ? 'page' : undefined}
            sx={{ fontWeight: step.current ? 600 : undefined }}
          >
            {step.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
};
