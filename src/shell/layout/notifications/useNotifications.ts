import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useLocaleState, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../shellCalls';
import { sessionUserId } from '../../auth/session';
import { useAfterFirstScreen } from '../../../boot/whenIdle';
import { notificationsQueryKey } from './notificationsQueryKey';

/** A notification of ProcessBlod/GetNotificationBlod. */
export interface BlodNotification {
  id: number;
  process: string;
  code: string;
  message: string;
  createdAt?: string;
}

/** Spec 01 §9: the refresh control spins for 1.5 s. */
export const REFRESH_SPINNER_MS = 1500;

export { notificationsQueryKey };

const currentUserId = () => Number(sessionUserId());

/** The signed-in user's notifications. Load errors are only logged (spec 01 §8), never shown. */
export const useNotificationList = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const userId = currentUserId();
  const afterFirstScreen = useAfterFirstScreen();
  // the server writes the messages in the reader's language: another language is another list
  const [locale] = useLocaleState();
  return useQuery({
    queryKey: [...notificationsQueryKey(userId), locale],
    queryFn: async () => {
      try {
        return await dataProvider.getNotifications(userId);
      } catch (error) {
        console.error('Notifications could not be loaded:', error);
        throw error;
      }
    },
    enabled: afterFirstScreen && Number.isFinite(userId) && userId > 0,
    retry: false,
  });
};

/** Disables a notification: it leaves the list at once, and the list is reloaded to stay true to the server. */
export const useDisableNotification = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const queryKey = [...notificationsQueryKey(currentUserId()), locale];
  const { mutate } = useMutation({
    mutationFn: (id: number) => dataProvider.disableNotification(id),
    onMutate: async (id: number) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData<BlodNotification[]>(queryKey, (rows) => rows?.filter((row) => row.id !== id));
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
  return mutate;
};

/** Reloads the list; `refreshing` stays true for REFRESH_SPINNER_MS so the spinner is seen. */
export const useRefreshWithSpinner = (reload: () => unknown) => {
  const [refreshing, setRefreshing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const refresh = () => {
    if (timer.current) return;
    setRefreshing(true);
    void reload();
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setRefreshing(false);
    }, REFRESH_SPINNER_MS);
  };
  return { refreshing, refresh };
};
