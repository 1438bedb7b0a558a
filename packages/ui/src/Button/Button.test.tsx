import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../test-utils/render-with-theme';
import { Button } from './Button';

describe('Button', () => {
  it('is a real button that defaults to type=button', () => {
    const onClick = jest.fn();
    renderWithTheme(<Button onClick={onClick}>Create account</Button>);
    const button = screen.getByRole('button', { name: 'Create account' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('blocks clicks and reports busy while loading', () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it.each(['primary', 'secondary', 'outline', 'ghost', 'light'] as const)(
    'renders the %s variant',
    (variant) => {
      renderWithTheme(<Button variant={variant}>Go</Button>);
      expect(screen.getByRole('button', { name: 'Go' })).toBeTruthy();
    },
  );
});

describe('Button ref', () => {
  it('forwards its ref to the button element', () => {
    const ref = { current: null as HTMLButtonElement | null };
    renderWithTheme(<Button ref={ref}>Focus me</Button>);
    expect(ref.current?.tagName).toBe('BUTTON');
  });
});
