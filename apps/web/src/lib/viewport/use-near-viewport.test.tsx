import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useNearViewport } from './use-near-viewport';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return <div ref={ref} data-testid="probe" data-near={String(near)} />;
}

afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('useNearViewport', () => {
  it('is true at once where the browser cannot tell', () => {
    render(<Probe />);
    expect(screen.getByTestId('probe').dataset.near).toBe('true');
  });

  it('turns true when the element comes near the viewport, and stays so', () => {
    let report: (entries: Array<{ isIntersecting: boolean }>) => void = () => {};
    const observe = jest.fn();
    const disconnect = jest.fn();
    globalThis.IntersectionObserver = jest.fn((callback: typeof report) => {
      report = callback;
      return { observe, disconnect };
    }) as unknown as typeof IntersectionObserver;
    render(<Probe />);
    const probe = screen.getByTestId('probe');
    expect(probe.dataset.near).toBe('false');
    expect(observe).toHaveBeenCalledWith(probe);
    act(() => report([{ isIntersecting: false }]));
    expect(probe.dataset.near).toBe('false');
    act(() => report([{ isIntersecting: true }]));
    expect(probe.dataset.near).toBe('true');
    expect(disconnect).toHaveBeenCalled();
  });
});
