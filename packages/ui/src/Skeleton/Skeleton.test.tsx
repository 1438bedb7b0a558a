import { renderWithTheme } from '../test-utils/render-with-theme';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = renderWithTheme(<Skeleton $width="60%" $height="24px" />);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});
