import { Box, Card, CardContent, CardHeader, Checkbox, FormHelperText, Grid, ListItemIcon, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { createElement } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { DesignFlags, ResourceDesign } from '../../../contracts/endpoints/resourceDesigner';
import { MENU_ICONS } from '../../shell/layout/menu/menuIcons';
import type { DesignerDataProvider } from './calls';
import { flagsOf, withGrant } from './designRules';
import { errorProps } from './inputProps';
import type { DesignEditorState } from './useDesignEditor';

type Options = Awaited<ReturnType<DesignerDataProvider['designerOptions']>>;
const FLAGS = ['l', 'v', 'w', 'r', 'd'] as const;

/** Where the resource shows in the menu (group, path, icon) and which roles may use it with which flags. */
export function MenuSection({ state, design, readOnly, options }: { state: DesignEditorState; design: ResourceDesign; readOnly: boolean; options: Options }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { errors, edit } = state;
  const t = (key: string) => translate(`app.designer.menu.${key}`);
  const menu = design.menu;
  const setFlag = (role: number, flag: keyof DesignFlags, on: boolean) => edit(withGrant(design, role, { ...flagsOf(design, role), [flag]: on }));
  const grantsError = errorProps(errors, 'menu.grants');
  return (
    <Card variant="outlined" component="section" aria-labelledby="designer-menu">
      <CardHeader id="designer-menu" title={t('title')} slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }} />
      <CardContent>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField select fullWidth size="small" label={t('group')} value={menu.group || ''} disabled={readOnly}
              onChange={(e) => edit({ ...design, menu: { ...menu, group: Number(e.target.value) } })} {...errorProps(errors, 'menu.group')}>
              {options.groups.map((group) => <MenuItem key={group.id} value={group.id}>{locale === 'en' && group.nameEn ? group.nameEn : group.name}</MenuItem>)}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField fullWidth size="small" label={t('path')} value={menu.path} required disabled={readOnly}
              onChange={(e) => edit({ ...design, menu: { ...menu, path: e.target.value.trim() } })} {...errorProps(errors, 'menu.path')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField select fullWidth size="small" label={t('icon')} value={Object.hasOwn(MENU_ICONS, menu.icon) ? menu.icon : ''} disabled={readOnly}
              onChange={(e) => edit({ ...design, menu: { ...menu, icon: e.target.value } })} {...errorProps(errors, 'menu.icon')}>
              {Object.entries(MENU_ICONS).map(([name, icon]) => (
                <MenuItem key={name} value={name}>
                  <ListItemIcon sx={{ minWidth: 32 }}>{createElement(icon, { fontSize: 'small' })}</ListItemIcon>
                  {name}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={12}>
            <Typography variant="body2" color="text.secondary" id="designer-grants">{t('grants')}</Typography>
            {grantsError.error && <FormHelperText error>{grantsError.helperText}</FormHelperText>}
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-labelledby="designer-grants">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('role')}</TableCell>
                    {FLAGS.map((flag) => <TableCell key={flag} align="center" sx={{ px: 0.5 }}>{t(`flags.${flag}`)}</TableCell>)}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {options.roles.map((role) => {
                    const flags = flagsOf(design, role.id);
                    return (
                      <TableRow key={role.id}>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{role.name}</TableCell>
                        {FLAGS.map((flag) => (
                          <TableCell key={flag} align="center" padding="checkbox">
                            <Checkbox size="small" checked={flags[flag]} disabled={readOnly} slotProps={{ input: { 'aria-label': `${role.name}: ${t(`flags.${flag}`)}` } }}
                              onChange={(e) => setFlag(role.id, flag, e.target.checked)} />
                          </TableCell>
                        ))}
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </Box>
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
