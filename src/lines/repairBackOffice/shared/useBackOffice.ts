import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { RepairBackOfficeCalls, RepairBackOfficeDataProvider } from '../calls';

/** The line's named calls on the data provider (typed without the provider's index signature: a wrong name is a type error). */
export const useBackOfficeCalls = (): RepairBackOfficeCalls => useDataProvider<RepairBackOfficeDataProvider>();

/** The signed-in user's flags on a screen's menu entry; none while they load (no button flashes in and out). */
export function useMenuFlags(path: string) {
  const calls = useBackOfficeCalls();
  const flags = useQuery({ queryKey: ['backOffice', 'flags', path], queryFn: () => calls.menuFlags(path), staleTime: 60_000 });
  const f = flags.data;
  return { canWrite: Boolean(f?.w), canDelete: Boolean(f?.d), isPending: flags.isPending };
}

/** The settings' IMEI pattern (OrderWom/GetSettings), as a RegExp once loaded. */
export function useImeiPattern(): RegExp | undefined {
  const calls = useBackOfficeCalls();
  const pattern = useQuery({ queryKey: ['backOffice', 'imeiPattern'], queryFn: async () => (await calls.backOfficeGetSettings()).validation.imei, staleTime: Infinity });
  return pattern.data ? new RegExp(pattern.data) : undefined;
}

/** The message a failed call carries (the server's), else the fallback key. */
export const errorMessage = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * A write of a screen: on success a green notice (an i18n key and its values) and the screen's queries
 * (`invalidate`, a query key prefix) read again; on failure the server's message (or `fallback`) in red.
 */
export function useBackOfficeWrite<A, R = unknown>(options: {
  run: (args: A) => Promise<R>;
  /** the notice's key and values, from the arguments and what `run` answered */
  success: (args: A, answer: R) => [string, Record<string, unknown>?];
  invalidate: readonly unknown[];
  fallback?: string;
  onDone?: () => void;
}) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.run,
    onSuccess: async (answer, args) => {
      const [key, values] = options.success(args, answer);
      notify(key, { type: 'success', messageArgs: values });
      options.onDone?.();
      await queryClient.invalidateQueries({ queryKey: options.invalidate });
    },
    onError: (error) => notify(errorMessage(error, options.fallback ?? 'app.backOffice.common.errorOperation'), { type: 'error' }),
  });
}
