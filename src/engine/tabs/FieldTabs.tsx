import { Box, Tabs } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { FieldGrid } from '../FieldGrid';
import { invalidCountByTab, type FormTab } from './formTabs';
import { TabWithErrors } from './TabWithErrors';
import { useFormErrors } from './useFormErrors';

/**
 * A tabbed form's inputs (react-admin #960, #10178). Every tab stays mounted (hidden when not shown), so its
 * inputs keep their values and validation and a server error for a hidden input still lands on it; each tab
 * shows how many of its inputs are invalid, and a failed save opens the first tab holding one.
 * (react-admin's TabbedForm keeps its current tab to itself, so it could not open the invalid one.)
 */
export const FieldTabs = ({ tabs }: { tabs: FormTab[] }) => {
  const [current, setCurrent] = useState(0);
  const { paths, failedSaves } = useFormErrors();
  const counts = invalidCountByTab(tabs, paths);
  const id = useId();
  useEffect(() => {
    if (failedSaves === 0) return;
    const first = counts.findIndex((count) => count > 0);
    if (first >= 0) setCurrent(first);
    // only a failed save moves the user; counts change while typing too
  }, [failedSaves]);
  return (
    <Box width="100%">
      <Tabs
        value={current}
        onChange={(_, index: number) => setCurrent(index)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab, index) => (
          <TabWithErrors
            key={tab.label}
            label={tab.label}
            invalid={counts[index]}
            id={`${id}-tab-${index}`}
            aria-controls={`${id}-panel-${index}`}
          />
        ))}
      </Tabs>
      {tabs.map((tab, index) => (
        <Box
          key={tab.label}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== current}
        >
          <FieldGrid fields={tab.fields} />
        </Box>
      ))}
    </Box>
  );
};
