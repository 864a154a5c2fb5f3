import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { BundleDiff, DesignBundle } from '../../../contracts/endpoints/designBundles';
import { BUNDLE_MAX_BYTES, initialSelection, namesToApply, readBundleText, toggleAll, toggleName } from './bundleReview';
import type { DesignerDataProvider } from './calls';

type Applied = Omit<Awaited<ReturnType<DesignerDataProvider['applyDesignBundle']>>, 'message'>;

/** A message to show: an i18n key and its values (a server's message travels as `message`, already in the language). */
export interface ImportProblem {
  key: string;
  values?: Record<string, string | number>;
}

export type ImportPhase = 'choose' | 'reading' | 'review' | 'applying' | 'done';

const serverMessage = (error: unknown): string => (error instanceof Error && error.message ? error.message : 'app.errors.unknown');

/** The server refused the bundle for its checksum alone: it was changed by hand, and may be imported unsigned. */
export const isChecksumRefusal = (error: unknown): boolean =>
  typeof (error as { body?: { errors?: Record<string, unknown> } })?.body?.errors?.checksum === 'string';

/**
 * Importing a bundle, step by step: a file is chosen and read, the server compares it with this environment
 * (Bundle/Diff, which changes nothing), the user ticks what to apply, and Bundle/Apply publishes it in one step.
 * A refused file or apply keeps everything as it was and says why.
 */
export const useBundleImport = () => {
  const dataProvider = useDataProvider<DesignerDataProvider>();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<ImportPhase>('choose');
  const [fileName, setFileName] = useState<string>();
  const [problem, setProblem] = useState<ImportProblem>();
  const [bundle, setBundle] = useState<DesignBundle>();
  const [diff, setDiff] = useState<BundleDiff>();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [result, setResult] = useState<Applied>();
  /** a bundle refused for its checksum (changed by hand): an administrator may review it whole and import it unsigned */
  const [changedByHand, setChangedByHand] = useState<DesignBundle>();
  /** the file being read: a later choice wins over an earlier one still on its way */
  const attempt = useRef(0);

  const reset = () => {
    attempt.current += 1;
    setPhase('choose');
    setFileName(undefined);
    setProblem(undefined);
    setBundle(undefined);
    setDiff(undefined);
    setSelected(new Set());
    setResult(undefined);
    setChangedByHand(undefined);
  };

  /** Bundle/Diff of a bundle; `unsigned` for one changed by hand, which the server then reads whole. */
  const compare = async (read: DesignBundle, mine: number, unsigned = false) => {
    try {
      const compared = await dataProvider.diffDesignBundle(read, unsigned);
      if (mine !== attempt.current) return;
      setBundle(read);
      setDiff(compared);
      setSelected(initialSelection(compared));
      setProblem(undefined);
      setChangedByHand(undefined);
      setPhase('review');
    } catch (error) {
      if (mine !== attempt.current) return;
      setPhase('choose');
      setProblem({ key: 'app.designer.bundle.refused', values: { message: serverMessage(error) } });
      if (!unsigned && isChecksumRefusal(error)) setChangedByHand(read);
    }
  };

  const choose = async (file: File) => {
    reset();
    const mine = attempt.current;
    setFileName(file.name);
    if (file.size > BUNDLE_MAX_BYTES) {
      setProblem({ key: 'app.designer.bundle.tooBig', values: { size: BUNDLE_MAX_BYTES / 1024 / 1024 } });
      return;
    }
    setPhase('reading');
    let text: string;
    try {
      text = await file.text();
    } catch {
      if (mine !== attempt.current) return;
      setPhase('choose');
      setProblem({ key: 'app.designer.bundle.unreadable' });
      return;
    }
    const read = readBundleText(text);
    if ('error' in read) {
      if (mine !== attempt.current) return;
      setPhase('choose');
      setProblem({ key: `app.designer.bundle.${read.error}`, values: { size: BUNDLE_MAX_BYTES / 1024 / 1024 } });
      return;
    }
    await compare(read.bundle, mine);
  };

  /** The refused bundle read unsigned: its whole difference shown, for the administrator to decide. */
  const reviewUnsigned = async () => {
    if (!changedByHand) return;
    setPhase('reading');
    await compare(changedByHand, attempt.current, true);
  };

  const apply = async () => {
    if (!bundle || !diff) return;
    const names = namesToApply(diff, selected);
    if (names.length === 0) {
      setProblem({ key: 'app.designer.bundle.noneSelected' });
      return;
    }
    setProblem(undefined);
    setPhase('applying');
    try {
      const { message: _message, ...applied } = await dataProvider.applyDesignBundle(bundle, names, diff.unsigned);
      setResult(applied);
      setPhase('done');
      void queryClient.invalidateQueries({ queryKey: ['resourceDesigner'] });
    } catch (error) {
      setPhase('review');
      setProblem({ key: 'app.designer.bundle.applyError', values: { message: serverMessage(error) } });
    }
  };

  return {
    phase,
    fileName,
    problem,
    diff,
    selected,
    result,
    /** the names Apply would send now */
    toApply: diff ? namesToApply(diff, selected) : [],
    /** the chosen file was refused only for being changed by hand: it may be reviewed whole and imported unsigned */
    changedByHand: changedByHand !== undefined,
    choose,
    reviewUnsigned,
    apply,
    reset,
    toggle: (name: string) => diff && setSelected((current) => toggleName(diff, current, name)),
    toggleAll: () => diff && setSelected((current) => toggleAll(diff, current)),
  };
};

export type BundleImportState = ReturnType<typeof useBundleImport>;
