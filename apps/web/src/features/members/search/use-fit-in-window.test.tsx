import { act, render, screen } from '@testing-library/react';
import { useFitInWindow } from './use-fit-in-window';

function Box() {
  return <div ref={useFitInWindow()} style={{ position: 'sticky', top: '96px' }} data-testid="box" />;
}

describe('useFitInWindow', () => {
  it('keeps the element within the window from where it starts, as the page scrolls', async () => {
    let top = 300;
    const rect = jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(() => ({ top }) as DOMRect);
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 900 });
    try {
      const { unmount } = render(<Box />);
      const box = screen.getByTestId('box');
      // below the notices at the top of the page: 900 - 300 - 24
      expect(box.style.maxHeight).toBe('576px');
      top = 96; // stuck under the navigation
      await act(async () => {
        window.dispatchEvent(new Event('scroll'));
        await new Promise((resolve) => requestAnimationFrame(resolve));
      });
      expect(box.style.maxHeight).toBe('780px');
      top = -200; // its column ended and it scrolls away: it does not grow meanwhile
      await act(async () => {
        window.dispatchEvent(new Event('scroll'));
        await new Promise((resolve) => requestAnimationFrame(resolve));
      });
      expect(box.style.maxHeight).toBe('780px');
      unmount();
      top = 500;
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => requestAnimationFrame(resolve));
      expect(box.style.maxHeight).toBe('780px'); // listeners gone with the element
    } finally {
      rect.mockRestore();
    }
  });
});
