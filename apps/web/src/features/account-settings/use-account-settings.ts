import type { AccountSettings } from '@amora/contracts';
import useSWR from 'swr';
import { api } from '../../lib/api';

export type SettingsChange = {
  language?: AccountSettings['language'];
  invisible?: boolean;
  notifications?: Partial<AccountSettings['notifications']>;
  enable_notifications?: true;
};

/** GET /api/account-settings.php, and a save that shows the change at once and undoes it on failure. */
export function useAccountSettings() {
  const { data, error, isLoading, mutate } = useSWR('account-settings', () => api.request('accountSettings'));

  const save = async (change: SettingsChange) => {
    const optimistic = data && {
      ...data,
      ...change,
      notifications: { ...data.notifications, ...change.notifications },
    };
    return mutate(() => api.request('updateAccountSettings', { body: change }), {
      optimisticData: optimistic,
      rollbackOnError: true,
      populateCache: true,
      revalidate: false,
    });
  };

  return { settings: data, error, isLoading, save };
}
