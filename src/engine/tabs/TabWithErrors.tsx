import { Badge, Tab, type TabProps } from '@mui/material';
import { useTranslate } from 'react-admin';

interface TabWithErrorsProps extends Omit<TabProps, 'label'> {
  /** i18n key of the tab's name */
  label: string;
  /** how many inputs of the tab hold an error */
  invalid: number;
}

/**
 * A tab that says how many of its inputs are invalid: a red count beside its name, its name in the error colour,
 * and the count in its accessible name ("Connection, 2 invalid fields").
 */
export const TabWithErrors = ({ label, invalid, sx, ...tabProps }: TabWithErrorsProps) => {
  const translate = useTranslate();
  const name = translate(label);
  return (
    <Tab
      {...tabProps}
      aria-label={invalid > 0 ? `${name}, ${translate('app.engine.tabs.invalid', { smart_count: invalid })}` : undefined}
      sx={[{ overflow: 'visible' }, invalid > 0 && { '&, &.Mui-selected': { color: 'error.main' } }, ...(Array.isArray(sx) ? sx : [sx])]}
      label={
        // the count is in the tab's accessible name already
        <Badge
          badgeContent={invalid || undefined}
          color="error"
          sx={{ '& .MuiBadge-badge': { right: -10 } }}
          slotProps={{ badge: { 'aria-hidden': true } }}
          data-testid="tab-error-count"
        >
          {name}
        </Badge>
      }
    />
  );
};
