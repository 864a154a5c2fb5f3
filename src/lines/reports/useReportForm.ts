// The report modal's state: the form (New resets it), its parameters (a local list sent only with the save), the
// script test, and the save (success closes, refreshes and resets; a refusal shows its `data`, spec 01 §4, §8).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { ReportParameter, ReportResult } from '../../../contracts/endpoints/reports';
import type { ReportsDataProvider } from './calls';
import { emptyReport, missingFields, refusalText, REQUIRED_REPORT_FIELDS, type ReportForm } from './configRules';

export function useReportForm(onSaved: () => void) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ReportsDataProvider>();
  const [form, setForm] = useState<ReportForm>(emptyReport);
  const [attempted, setAttempted] = useState(false);
  const [test, setTest] = useState<{ result?: ReportResult; error?: string }>();
  const missing = missingFields(form, REQUIRED_REPORT_FIELDS);

  const reset = (next: ReportForm = emptyReport()) => {
    setForm(next);
    setAttempted(false);
    setTest(undefined);
  };
  const save = useMutation({
    mutationFn: () => dataProvider.saveReport({ ...form, data_Base: Number(form.data_Base), typeBD: Number(form.typeBD) }),
    onSuccess: () => {
      notify('app.reports.saved', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['reports'] });
      reset();
      onSaved();
    },
    onError: (error) => {
      const text = refusalText(error);
      notify(text, { type: 'error', messageArgs: { _: text } });
    },
  });
  const runTest = useMutation({
    mutationFn: () => dataProvider.testScript({ script: form.script, parameters: form.parameters }),
    onSuccess: (result) => setTest({ result }),
    onError: (error) => setTest({ error: refusalText(error) }),
  });

  return {
    form,
    missing,
    attempted,
    set: (patch: Partial<ReportForm>) => setForm((f) => ({ ...f, ...patch })),
    addParameter: (p: ReportParameter) => setForm((f) => ({ ...f, parameters: [...f.parameters, p] })),
    removeParameter: (index: number) => setForm((f) => ({ ...f, parameters: f.parameters.filter((_p, i) => i !== index) })),
    reset,
    save: () => {
      setAttempted(true);
      if (missing.length === 0) save.mutate();
    },
    saving: save.isPending,
    test,
    runTest: () => runTest.mutate(),
    testing: runTest.isPending,
  };
}

export type ReportFormState = ReturnType<typeof useReportForm>;
