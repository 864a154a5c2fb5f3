import { createContext, useContext, useEffect } from 'react';
import type { FieldDef } from '../types';
import { invalidFieldCount } from './formTabs';
import { useFormErrors } from './useFormErrors';

/** What a form tells the tab strip around it (a dialog's "Edit" tab): invalid inputs and failed saves so far. */
export interface FormErrorsSummary {
  invalid: number;
  failedSaves: number;
}

const ReportContext = createContext<((summary: FormErrorsSummary) => void) | null>(null);

/**
 * For a form shown as one tab among others: give it a setter here; the summary badges the form's tab, and
 * `failedSaves` going up means a save failed and the form's tab should open.
 */
export const FormErrorsReportProvider = ReportContext.Provider;

/** Placed inside a form: reports its invalid inputs to the tab strip around it, when there is one. */
export const ReportFormErrors = ({ fields }: { fields: FieldDef[] }) => {
  const report = useContext(ReportContext);
  const { paths, failedSaves } = useFormErrors();
  const invalid = invalidFieldCount(fields, paths);
  useEffect(() => {
    report?.({ invalid, failedSaves });
  }, [report, invalid, failedSaves]);
  return null;
};
