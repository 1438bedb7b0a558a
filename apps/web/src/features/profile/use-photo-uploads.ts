import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, isApiError } from '../../lib/api/api-error';
import type { PhotosAnswer } from './profile-api';
import { precheckPhoto, uploadPhoto } from './upload-photo';

export interface Upload {
  key: number;
  name: string;
  /** A local preview while the bytes go out. */
  preview: string;
  /** 0..1 */
  progress: number;
}

export interface UploadFailure {
  key: number;
  name: string;
  error: unknown;
}

const preview = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '');
const release = (url: string) => {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
};

export interface UploadListeners {
  /** Each answer: the photos as they are now. */
  onUploaded: (answer: PhotosAnswer) => void;
  /**
   * The API refused a photo for the limit although this page still showed room: another tab or device
   * added photos meanwhile, so the list shown is out of date.
   */
  onLimitReached: () => void;
}

export const isLimitRefusal = (error: unknown) => isApiError(error) && error.code === 'photo_limit_reached';

/**
 * Uploads chosen files one after the other, with their progress and a local preview; `room` is how
 * many more photos the member may keep (besides those on their way), so files beyond it are refused at
 * once with the API's own code.
 */
export function usePhotoUploads(room: number, limit: number, listeners: UploadListeners) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [failures, setFailures] = useState<UploadFailure[]>([]);
  const nextKey = useRef(1);
  const listenersRef = useRef(listeners);
  listenersRef.current = listeners;
  const controller = useRef<AbortController | null>(null);
  const inFlight = useRef(0);

  useEffect(() => () => controller.current?.abort(), []);

  const add = useCallback(
    async (files: File[]) => {
      setFailures([]);
      const fail = (file: File, error: unknown) =>
        setFailures((current) => [...current, { key: nextKey.current++, name: file.name, error }]);
      const setProgress = (key: number, progress: number) =>
        setUploads((current) => current.map((item) => (item.key === key ? { ...item, progress } : item)));
      const accepted: { file: File; upload: Upload }[] = [];
      const free = room - inFlight.current;
      for (const [index, file] of files.entries()) {
        const refused =
          index >= free ? new ApiError('photo_limit_reached', 403, { limit }) : precheckPhoto(file);
        if (refused) {
          fail(file, refused);
          continue;
        }
        const upload = { key: nextKey.current++, name: file.name, preview: preview(file), progress: 0 };
        accepted.push({ file, upload });
      }
      inFlight.current += accepted.length;
      setUploads((current) => [...current, ...accepted.map(({ upload }) => upload)]);
      controller.current ??= new AbortController();
      const { signal } = controller.current;
      for (const { file, upload } of accepted) {
        try {
          const onProgress = (progress: number) => setProgress(upload.key, progress);
          listenersRef.current.onUploaded(await uploadPhoto(file, onProgress, signal));
        } catch (error) {
          if (!(error instanceof DOMException && error.name === 'AbortError')) fail(file, error);
          if (isLimitRefusal(error)) listenersRef.current.onLimitReached();
        } finally {
          inFlight.current -= 1;
          release(upload.preview);
          setUploads((current) => current.filter((item) => item.key !== upload.key));
        }
      }
    },
    [room, limit],
  );

  const dismissFailure = (key: number) =>
    setFailures((current) => current.filter((item) => item.key !== key));

  return { uploads, failures, add, dismissFailure };
}
