import { Box, Tab, Tabs } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { ConfigurationTab } from './ConfigurationTab';
import { FlowTab } from './FlowTab';
import { MessagesTab } from './MessagesTab';

const TABS = ['messages', 'configuration', 'flow'] as const;
type ConsoleTab = (typeof TABS)[number];

/** The integration console (spec 02 §2.3): Messages, Configuration and Flow; the open tab lives in the URL (`tab`). */
export function IntegrationConsole() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('tab');
  const tab: ConsoleTab = TABS.includes(wanted as ConsoleTab) ? (wanted as ConsoleTab) : 'messages';
  const open = (next: ConsoleTab) => {
    const search = new URLSearchParams(params);
    search.set('tab', next);
    setParams(search);
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Title title={translate('app.satelliteTv.console.title')} />
      <Tabs value={tab} onChange={(_event, next: ConsoleTab) => open(next)} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 1 }}>
        {TABS.map((name) => <Tab key={name} value={name} label={translate(`app.satelliteTv.console.tabs.${name}`)} id={`stv-tab-${name}`} aria-controls={`stv-panel-${name}`} />)}
      </Tabs>
      <Box role="tabpanel" id={`stv-panel-${tab}`} aria-labelledby={`stv-tab-${tab}`}>
        {tab === 'messages' && <MessagesTab />}
        {tab === 'configuration' && <ConfigurationTab />}
        {tab === 'flow' && <FlowTab />}
      </Box>
    </Box>
  );
}
