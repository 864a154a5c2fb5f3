import { Card, Tab, Tabs } from '@mui/material';
import { Fragment, useState } from 'react';
import { Create, Edit, Loading, useGetOne, useNotify, useRedirect, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ChildResourceList, SaveFirst } from './ChildResourceList';
import { savedValues } from './fieldRules';
import { LazyHistoryTab } from './history/LazyHistoryTab';
import { ResourceForm } from './ResourceForm';
import { ResourceShow } from './ResourceShow';
import { useEditSaving } from './saving/useEditSaving';
import { useResourceAccess } from './useResourceAccess';
import { editPath, listPath } from './paths';
import { noticeOf } from './rowRules';
import { useQueuedSave } from './offline/useQueuedSave';
import type { ResourceDef } from './types';
import { useResourceDef } from './useResourceDef';

/**
 * Whether the page's own request (react-admin's Edit or Show sends it; this only watches it) has brought the
 * record: an unknown id then says "Element does not exist" alone, not again in each tab's list.
 */
const useRecordArrived = (resource: string, id?: Identifier) =>
  useGetOne(resource, { id: id! }, { enabled: false }).data !== undefined;

/**
 * Tabs below a record's form (or its read-only page), once the record has come: those the resource adds (roles,
 * users, files...), then its History. A record not saved yet (no id) shows only its child lists, each saying to
 * save first (spec 01 §2.2: Upload File waits for the record; so does History, which has nothing to show).
 */
export const EditTabs = ({ def, id }: { def: ResourceDef; id?: Identifier }) => {
  const translate = useTranslate();
  const isNew = id === undefined;
  const arrived = useRecordArrived(def.name, id);
  const tabs = (def.slots?.editTabs ?? []).filter((t) => !isNew || 'resource' in t);
  const [current, setCurrent] = useState(0);
  if (isNew ? tabs.length === 0 : !arrived) return null;
  const tab = tabs[current];
  const content = () => {
    if (isNew) return <SaveFirst resource={(tab as { resource: string }).resource} />;
    if (!tab) return <LazyHistoryTab def={def} id={id} />;
    return 'resource' in tab ? <ChildResourceList key={tab.resource} resource={tab.resource} parentId={id} /> : <tab.component record={{ id }} />;
  };
  return (
    // a grid keeps the scrollable tab strip inside a phone's width (a block would grow to fit every tab)
    <Card sx={{ mt: 2, display: 'grid' }}>
      <Tabs value={current} onChange={(_, index: number) => setCurrent(index)} variant="scrollable" allowScrollButtonsMobile>
        {tabs.map((t) => (
          <Tab key={t.label} label={translate(t.label)} />
        ))}
        {!isNew && <Tab label={translate('app.engine.history.tab')} />}
      </Tabs>
      {content()}
    </Card>
  );
};

export const ResourceEdit = ({ id: idProp }: { id?: Identifier }) => {
  const def = useResourceDef();
  const { id: idParam } = useParams();
  const id = idProp ?? idParam!;
  const notify = useNotify();
  const redirect = useRedirect();
  const navigate = useNavigate();
  const saving = useEditSaving({
    def,
    id,
    onSaved: () => {
      notify(saving.notice(noticeOf(def, 'updated')), { type: 'info', messageArgs: { smart_count: 1 }, undoable: saving.mutationMode === 'undoable' });
      if (def.afterSave !== 'stay') redirect(listPath(def));
    },
    closesOnSave: def.afterSave !== 'stay',
    // optimistic and undoable saves have left the page when the server refuses: come back to the record
    reopen: () => navigate(editPath(def, id)),
  });
  return (
    <>
      <Edit
        id={id}
        title={def.titles?.edit}
        mutationMode={saving.mutationMode}
        mutationOptions={saving.mutationOptions}
        transform={saving.transform}
      >
        <ResourceForm isNew={false} />
      </Edit>
      <EditTabs def={def} id={id} />
    </>
  );
};

/** Creation; after the first save the route moves to the new record, as the spec's detail pages do. */
export const ResourceCreate = () => {
  const def = useResourceDef();
  const notify = useNotify();
  const navigate = useNavigate();
  const redirect = useRedirect();
  // offline, the new record is queued (issue 51): it has no id until it is sent, so the list opens
  const queue = useQueuedSave();
  const onSuccess = (record: RaRecord) => {
    notify(queue.notice(noticeOf(def, 'created')), { type: 'info', messageArgs: { smart_count: 1 } });
    if (def.afterSave === 'stay' && !queue.queued) navigate(editPath(def, record.id), { replace: true });
    else redirect(listPath(def));
  };
  return (
    <>
      <Create
        title={def.titles?.create}
        mutationMode={queue.mutationMode('pessimistic')}
        mutationOptions={{ onSuccess, ...queue.options }}
        transform={(data) => queue.data(savedValues(def, data))}
      >
        <ResourceForm isNew />
      </Create>
      <EditTabs def={def} />
    </>
  );
};

/** Spec-style detail route (`/system/configuration/data-base?id=`): the id comes from the query, newId means new. */
export const ResourceEditByQuery = () => {
  const def = useResourceDef();
  const [params] = useSearchParams();
  const { idQuery, newId } = def.routes!.edit!;
  const id = params.get(idQuery) ?? newId;
  const { canEdit, canShow, isPending } = useResourceAccess(def.name);
  if (id === newId) return <ResourceCreate key="new" />;
  // react-admin's Edit sends a user without W to the 401 page: the kind of page waits for the user's flags
  if (isPending) return <Loading />;
  // without W the record opens read-only (V), react-admin's Edit would refuse it outright; it keeps its tabs
  // (their lists read-only too, as the user's flags allow)
  return !canEdit && canShow ? (
    <Fragment key={id}>
      <ResourceShow id={id} />
      <EditTabs def={def} id={id} />
    </Fragment>
  ) : (
    <ResourceEdit key={id} id={id} />
  );
};
