import { render, screen } from '@testing-library/react';
import { Icon } from './Icon';

describe('Icon', () => {
  it('is decorative by default', () => {
    const { container } = render(<Icon name="heart" />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('is an image with a name when labelled', () => {
    render(<Icon name="chat" label="Messages" />);
    expect(screen.getByRole('img', { name: 'Messages' })).toBeTruthy();
  });
});
