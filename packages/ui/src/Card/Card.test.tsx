import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test-utils/render-with-theme';
import { Card } from './Card';

describe('Card', () => {
  it('renders its content as any element', () => {
    renderWithTheme(
      <Card as="section" aria-label="Company" $elevation="flat">
        Amora BV
      </Card>,
    );
    const card = screen.getByRole('region', { name: 'Company' });
    expect(card.tagName).toBe('SECTION');
    expect(card.textContent).toBe('Amora BV');
  });
});
