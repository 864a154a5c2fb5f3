import { Box, Typography } from '@mui/material';
import InboxIcon from '@mui/icons-material/Inbox';
import { useGetResourceLabel, useTranslate } from 'react-admin';
import { CreateAction } from './CreateAction';
import type { ResourceDef } from './types';
import { useLayoutEffect } from 'react';
import { handOverFirstRows } from '../boot/firstRows/handOver';

/** Shown instead of an empty table when a resource has no records yet (and no filter is active). */
export const ResourceEmpty = ({ def, onCreate }: { def: ResourceDef; onCreate?: () => void }) => {
  const translate = useTranslate();
  const name = useGetResourceLabel()(def.name, 0);
  // an empty list is the app's first screen too: the rows drawn before the app (src/boot/firstRows) go
  useLayoutEffect(handOverFirstRows, []);
  return (
    <Box textAlign="center" m={4} color="text.secondary">
      <InboxIcon sx={{ fontSize: 96, opacity: 0.5 }} />
      <Typography variant="h6" paragraph>
        {translate('ra.page.empty', { name })}
      </Typography>
      <Typography paragraph>{translate('ra.page.invite')}</Typography>
      <CreateAction def={def} onCreate={onCreate} />
    </Box>
  );
};
