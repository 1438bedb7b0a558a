import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api/api-error';
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

/**
 * Uploads chosen files one after the other, with their progress; `room` is how many more photos the
 * member may keep (besides those on their way), so files beyond it are refused at once with the API's
 * own code. `onUploaded` gets
 * each answer (the photos as they are now).
 */
export function usePhotoUploads(room: number, limit: number, onUploaded: (answer: PhotosAnswer) => void) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [failures, setFailures] = useState<UploadFailure[]>([]);
  const nextKey = useRef(1);
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;
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
      for (const { file, upload } of accepted) {
        try {
          const onProgress = (progress: number) => setProgress(upload.key, progress);
          onUploadedRef.current(await uploadPhoto(file, onProgress, controller.current.signal));
        } catch (error) {
          if (!(error instanceof DOMException && error.name === 'AbortError')) fail(file, error);
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
