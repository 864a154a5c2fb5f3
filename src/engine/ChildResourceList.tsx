import { Box, Typography } from '@mui/material';
import { ListBase, Pagination, ResourceContextProvider, useGetResourceLabel, useTranslate, type Identifier } from 'react-admin';
import { CreateAction } from './CreateAction';
import { RecordDialog } from './lazyRecordDialog';
import { useRecordDialog } from './useRecordDialog';
import { pageSizes } from './pageSizes';
import { ResourceRows } from './ResourceRows';
import { useDefinition } from './useResourceDef';
import { LiveAnnouncer, LiveRowsProvider } from './live/LiveRows';
import { useLiveResource } from './live/useLiveResource';

const EmptyTab = ({ resource }: { resource: string }) => {
  const translate = useTranslate();
  const name = useGetResourceLabel()(resource, 0);
  return (
    <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
      {translate('ra.page.empty', { name })}
    </Typography>
  );
};

/** A child tab of a record not saved yet: its rows can be added once the record exists. */
export const SaveFirst = ({ resource }: { resource: string }) => {
  const translate = useTranslate();
  const name = useGetResourceLabel()(resource, 2).toLocaleLowerCase();
  return (
    <Typography color="text.secondary" role="status" sx={{ p: 3, textAlign: 'center' }}>
      {translate('app.engine.tabs.save_first', { name })}
    </Typography>
  );
};

/**
 * A child resource inside a tab of its parent's edit screen (roles of a database...): its rows filtered by
 * the parent, paged with its own page size, created and edited in a dialog that sets the parent's id.
 */
export const ChildResourceList = ({ resource, parentId }: { resource: string; parentId: Identifier }) => {
  const def = useDefinition(resource);
  const dialog = useRecordDialog();
  const parentField = def.parent!.field;
  // live like every list (issue 36)
  const live = useLiveResource(resource);
  return (
    <ResourceContextProvider value={resource}>
      <LiveAnnouncer state={live} />
      <ListBase
        resource={resource}
        filter={{ [parentField]: parentId }}
        perPage={def.list.pageSize}
        sort={def.list.sort}
        disableSyncWithLocation
      >
        <Box display="flex" justifyContent="flex-end" gap={1} px={2} pt={1} flexWrap="wrap">
          {def.slots?.tabActions?.map((Action, index) => <Action key={index} parentId={parentId} />)}
          <CreateAction def={def} onCreate={dialog.openCreate} />
        </Box>
        <LiveRowsProvider value={live}>
          <ResourceRows
            def={def}
            // a tab has no row buttons nor cells edited in place, but its list's bulk edit (a database's roles, menu
            // entries, users: issue 34)
            withActions={false}
            withBulkActions={Boolean(def.list.bulkActions?.includes('edit'))}
            empty={<EmptyTab resource={resource} />}
            onOpen={(id, _record, mode) => {
              dialog.open(id, mode);
              return false;
            }}
          />
        </LiveRowsProvider>
        <Pagination rowsPerPageOptions={pageSizes(def.list.pageSize)} />
      </ListBase>
      {dialog.target !== null && (
        <RecordDialog resource={resource} target={dialog.target} mode={dialog.mode} onClose={dialog.close} onReopen={dialog.reopen} fixedValues={{ [parentField]: parentId }} parentId={parentId} />
      )}
    </ResourceContextProvider>
  );
};
