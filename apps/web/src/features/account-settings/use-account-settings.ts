import type { accountSettingsUpdateSchema } from '@amora/contracts';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { z } from 'zod';
import { useSessionActions, useUser } from '../../app/providers/SessionContext';
import { api } from '../../lib/api';
import { sendAccount } from './account-api';

export type SettingsChange = z.input<typeof accountSettingsUpdateSchema>;

/** GET /api/account-settings.php, and a save that shows the change at once and undoes it on failure. */
/** Per member, so that nobody sees the previous member's settings after a logout and login. */
export const accountSettingsKey = (userId: number) => ['account-settings', userId] as const;

export function useAccountSettings() {
  const user = useUser();
  const { data, error, isLoading, mutate } = useSWR(user && accountSettingsKey(user.id), () =>
    api.request('accountSettings'),
  );

  const save = async (change: SettingsChange) => {
    const optimistic = data && {
      ...data,
      ...change,
      notifications: { ...data.notifications, ...change.notifications },
    };
    return mutate(() => sendAccount('updateAccountSettings', change), {
      optimisticData: optimistic,
      rollbackOnError: true,
      populateCache: true,
      revalidate: false,
    });
  };

  return { settings: data, error, isLoading, save };
}

/** Clears notifications_disabled (spam report, bounce, unsubscribe): the settings and the session learn it. */
export function useTurnEmailsBackOn() {
  const { refresh } = useSessionActions();
  const { mutate } = useSWRConfig();
  const userId = useUser()?.id;
  return useCallback(async () => {
    const answer = await sendAccount('updateAccountSettings', { enable_notifications: true });
    if (userId !== undefined) await mutate(accountSettingsKey(userId), answer, { revalidate: false });
    await refresh();
  }, [mutate, refresh, userId]);
}
