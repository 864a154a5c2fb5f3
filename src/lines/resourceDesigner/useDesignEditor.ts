import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { DesignRecord, ResourceDesign } from '../../../contracts/endpoints/resourceDesigner';
import type { DesignerDataProvider } from './calls';
import { emptyDesign, inputErrorsOf } from './designRules';
import { DESIGNS_QUERY } from './DesignList';

type Preview = Awaited<ReturnType<DesignerDataProvider['previewDesign']>>;

/**
 * One design in the editor: loaded (or new), edited in memory, saved as a draft, previewed, published. A refusal
 * of the server lands on the inputs it names (`errors` by path) and its message is shown.
 */
export const useDesignEditor = (id: number) => {
  const dataProvider = useDataProvider<DesignerDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const options = useQuery({ queryKey: ['resourceDesigner', 'options'], queryFn: () => dataProvider.designerOptions() });
  const stored = useQuery({ queryKey: ['resourceDesigner', 'design', id], queryFn: () => dataProvider.getDesign(id), enabled: id > 0 });
  const [record, setRecord] = useState<DesignRecord>();
  const [design, setDesign] = useState<ResourceDesign>();
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<Preview>();

  useEffect(() => {
    if (stored.data) {
      setRecord(stored.data);
      setDesign(stored.data.draft);
      setDirty(false);
    }
  }, [stored.data]);
  useEffect(() => {
    if (id === 0 && options.data && !design) setDesign(emptyDesign(options.data.groups, options.data.roles));
  }, [id, options.data, design]);

  const edit = (next: ResourceDesign) => {
    setDesign(next);
    setDirty(true);
  };

  const refused = (error: unknown) => {
    setErrors(inputErrorsOf(error));
    const message = (error as Error).message;
    notify(message, { type: 'error', messageArgs: { _: message } });
  };

  const afterChange = (saved: DesignRecord) => {
    setRecord(saved);
    setDesign(saved.draft);
    setDirty(false);
    setErrors({});
    queryClient.setQueryData(['resourceDesigner', 'design', saved.id], saved);
    void queryClient.invalidateQueries({ queryKey: DESIGNS_QUERY });
  };

  /** Saves the draft; answers it, or undefined when refused. */
  const save = async (): Promise<DesignRecord | undefined> => {
    if (!design) return undefined;
    setBusy(true);
    try {
      const saved = await dataProvider.saveDesignDraft(record?.id ?? 0, record?.version, design);
      afterChange(saved);
      if (!record) navigate(`?id=${saved.id}`, { replace: true });
      return saved;
    } catch (error) {
      refused(error);
      return undefined;
    } finally {
      setBusy(false);
    }
  };

  const saveDraft = async () => {
    if (await save()) notify('app.designer.editor.saved', { type: 'success' });
  };

  /** Saves what changed, then publishes the saved draft. */
  const publish = async () => {
    const saved = dirty || !record ? await save() : record;
    if (!saved) return;
    setBusy(true);
    try {
      const { design: published, message } = await dataProvider.publishDesign(saved.id);
      afterChange(published);
      void queryClient.invalidateQueries({ queryKey: ['resourceDesigner', 'versions', saved.id] });
      notify(message, { type: 'success', messageArgs: { _: message } });
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  const showPreview = async () => {
    if (!design) return;
    setBusy(true);
    try {
      setPreview(await dataProvider.previewDesign(design));
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  const restore = async (number: number) => {
    if (!record) return;
    setBusy(true);
    try {
      const { design: restored, message } = await dataProvider.restoreDesignVersion(record.id, number);
      afterChange(restored);
      void queryClient.invalidateQueries({ queryKey: ['resourceDesigner', 'versions', record.id] });
      notify(message, { type: 'success', messageArgs: { _: message } });
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  return {
    options: options.data,
    loading: options.isPending || (id > 0 && stored.isPending),
    failed: options.isError || stored.isError,
    record, design, dirty, errors, busy, preview,
    edit, saveDraft, publish, showPreview, restore,
    closePreview: () => setPreview(undefined),
  };
};

export type DesignEditorState = ReturnType<typeof useDesignEditor>;
