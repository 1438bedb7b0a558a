import type { Photo } from '@amora/contracts';
import { useCallback, useState } from 'react';
import type { KeyedMutator } from 'swr';
import { type PhotosAnswer, sendProfile } from './profile-api';
import { useAfterPhotoChange } from './use-own-profile';

/** `ids` with the item at `from` moved to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/**
 * Reorder, main photo and delete: each shows its result at once, sends it, keeps the API's answer and
 * puts the photos back as they were when the call fails.
 */
export function usePhotoActions(data: PhotosAnswer | undefined, mutate: KeyedMutator<PhotosAnswer>) {
  const afterChange = useAfterPhotoChange();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const run = useCallback(
    async (optimistic: Photo[], call: () => Promise<PhotosAnswer>) => {
      if (!data) return;
      setBusy(true);
      setError(null);
      try {
        await mutate(call, {
          optimisticData: { ...data, photos: optimistic },
          rollbackOnError: true,
          populateCache: true,
          revalidate: false,
        });
        await afterChange();
      } catch (caught) {
        setError(caught);
      } finally {
        setBusy(false);
      }
    },
    [data, mutate, afterChange],
  );

  const photos = data?.photos ?? [];
  const move = (from: number, to: number) => {
    if (to < 0 || to >= photos.length || from === to) return;
    const next = moved(photos, from, to);
    return run(next, () => sendProfile('updatePhotos', { order: next.map((photo) => photo.id) }));
  };
  const makeMain = (photo: Photo) =>
    run([photo, ...photos.filter((item) => item.id !== photo.id)], () =>
      sendProfile('updatePhotos', { main_photo_id: photo.id }),
    );
  const remove = (photo: Photo) =>
    run(
      photos.filter((item) => item.id !== photo.id),
      () => sendProfile('deletePhoto', { id: photo.id }),
    );

  return { busy, error, move, makeMain, remove };
}
