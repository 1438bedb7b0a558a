import type { OwnProfileUpdate } from '@amora/contracts';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useSessionActions, useUser } from '../../app/providers/SessionContext';
import { api } from '../../lib/api';
import { type OwnProfileAnswer, ownPhotosKey, ownProfileKey, sendProfile } from './profile-api';

/** GET /api/my-profile.php, and a save that puts the API's answer in the cache. */
export function useOwnProfile() {
  const user = useUser();
  const { data, error, isLoading, mutate } = useSWR(user && ownProfileKey(user.id), () =>
    api.request('ownProfile'),
  );
  const { refresh } = useSessionActions();

  const save = useCallback(
    async (change: OwnProfileUpdate): Promise<OwnProfileAnswer> => {
      const answer = await sendProfile('updateOwnProfile', change);
      await mutate(answer, { revalidate: false });
      // the navigation shows the profile's country and name from the session
      void refresh();
      return answer;
    },
    [mutate, refresh],
  );

  return { profile: data?.profile, error, isLoading, save, reload: mutate };
}

/** GET /api/photos.php: the own photos, main photo first, and how many the member may keep. */
export function useOwnPhotos() {
  const user = useUser();
  return useSWR(user && ownPhotosKey(user.id), () => api.get('photos'));
}

/**
 * After any change to the photos: the profile's main image and the session's (the navigation avatar,
 * the profile-photo alert) follow.
 */
export function useAfterPhotoChange() {
  const user = useUser();
  const { mutate } = useSWRConfig();
  const { refresh } = useSessionActions();
  return useCallback(async () => {
    if (user) void mutate(ownProfileKey(user.id));
    await refresh();
  }, [mutate, refresh, user]);
}
