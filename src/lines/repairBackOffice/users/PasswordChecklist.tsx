import CheckIcon from '@mui/icons-material/CheckCircle';
import MissingIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { missingPasswordRequirements, PASSWORD_MIN_LENGTH, PASSWORD_SPECIALS, type PasswordRequirement } from '../../../../contracts/passwordPolicy';

const ALL: PasswordRequirement[] = ['length', 'upper', 'lower', 'digit', 'special'];

/** The policy's requirements (spec 04 §5, the shared policy of src/shell/auth), each ticked once the password meets it. */
export function PasswordChecklist({ password }: { password: string }) {
  const translate = useTranslate();
  const missing = new Set(missingPasswordRequirements(password));
  return (
    <Box component="ul" aria-live="polite" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 0.25, gridColumn: '1 / -1' }}>
      {ALL.map((requirement) => {
        const met = !missing.has(requirement);
        return (
          <Typography component="li" variant="caption" key={requirement} data-met={met} sx={{ display: 'flex', gap: 0.5, alignItems: 'center', color: met ? 'success.main' : 'text.secondary' }}>
            {met ? <CheckIcon sx={{ fontSize: 14 }} /> : <MissingIcon sx={{ fontSize: 14 }} />}
            {translate(`app.password.requirements.${requirement}`, { min: PASSWORD_MIN_LENGTH, chars: PASSWORD_SPECIALS })}
          </Typography>
        );
      })}
    </Box>
  );
}
