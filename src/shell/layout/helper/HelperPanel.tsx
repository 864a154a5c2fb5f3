import CloseIcon from '@mui/icons-material/Close';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import XIcon from '@mui/icons-material/X';
import {
  Alert, Avatar, Box, Divider, Drawer, IconButton, Link, List, ListItem, ListItemIcon, ListItemText, Stack, Tooltip, Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { useCompanyInfo } from '../useCompanyInfo';
import { useHelperPanel } from './useHelperPanel';

/** A phone number as a tel: address (digits and a leading +). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

const SOCIAL = [
  { key: 'twitter', Icon: XIcon },
  { key: 'facebook', Icon: FacebookIcon },
  { key: 'instagram', Icon: InstagramIcon },
] as const;

/** The Helper side panel: the company's contact details and social links (Company/Info). */
export const HelperPanel = () => {
  const translate = useTranslate();
  const [open, setOpen] = useHelperPanel();
  const { data: company, isError } = useCompanyInfo();
  const title = translate('app.layout.helper.title');
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={() => setOpen(false)}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 340 } }, 'aria-label': title, role: 'dialog' } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <IconButton aria-label={translate('app.layout.helper.close')} onClick={() => setOpen(false)}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      {isError ? <Alert severity="warning" sx={{ m: 2 }}>{translate('app.layout.helper.unavailable')}</Alert> : null}
      {company ? (
        <Box sx={{ p: 2 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
            <Avatar src={company.logo} alt="" variant="rounded" sx={{ width: 56, height: 56 }} />
            <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
              {company.name}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {translate('app.layout.helper.intro')}
          </Typography>
          <List dense>
            <ListItem disableGutters>
              <ListItemIcon sx={{ minWidth: 40 }}>
                <EmailOutlinedIcon color="primary" />
              </ListItemIcon>
              <ListItemText
                primary={translate('app.layout.helper.email')}
                secondary={<Link href={`mailto:${company.email}`}>{company.email}</Link>}
              />
            </ListItem>
            <ListItem disableGutters>
              <ListItemIcon sx={{ minWidth: 40 }}>
                <PhoneOutlinedIcon color="primary" />
              </ListItemIcon>
              <ListItemText
                primary={translate('app.layout.helper.phone')}
                secondary={<Link href={telHref(company.phone)}>{company.phone}</Link>}
              />
            </ListItem>
          </List>
          <Typography variant="subtitle2" sx={{ mt: 1 }}>
            {translate('app.layout.helper.social')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            {SOCIAL.filter(({ key }) => company[key]).map(({ key, Icon }) => {
              const name = translate(`app.layout.helper.networks.${key}`);
              const label = translate('app.layout.helper.opensInNewTab', { name });
              return (
                <Tooltip key={key} title={label}>
                  <IconButton component="a" href={company[key]} target="_blank" rel="noopener noreferrer" aria-label={label} color="primary">
                    <Icon />
                  </IconButton>
                </Tooltip>
              );
            })}
          </Stack>
        </Box>
      ) : null}
    </Drawer>
  );
};
