import { useEffect, useRef, useState } from 'react';
import { ProgressController, type ProgressState, type ProgressTimings } from './progress-controller';

/** Binds a ProgressController to a boolean: true while something loads (e.g. router navigation). */
export function useProgress(active: boolean, timings?: ProgressTimings): ProgressState {
  const [state, setState] = useState<ProgressState>({ visible: false, progress: 0 });
  const controller = useRef<ProgressController | null>(null);
  const timingsRef = useRef(timings);

  useEffect(() => {
    const instance = new ProgressController(setState, timingsRef.current);
    controller.current = instance;
    return () => instance.dispose();
  }, []);

  useEffect(() => {
    if (active) controller.current?.start();
    else controller.current?.finish();
  }, [active]);

  return state;
}
