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

  it('blocks clicks and reports busy while loading, yet stays focusable (aria-disabled, not disabled)', () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.disabled).toBe(false);
    button.focus();
    expect(document.activeElement).toBe(button);
    expect(fireEvent.click(button)).toBe(false); // its default action is prevented
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps the focus when it starts loading while focused, and takes clicks again after', () => {
    const onClick = jest.fn();
    const { rerender } = renderWithTheme(<Button onClick={onClick}>Like</Button>);
    const button = screen.getByRole('button', { name: 'Like' }) as HTMLButtonElement;
    button.focus();
    rerender(
      <Button loading onClick={onClick}>
        Like
      </Button>,
    );
    // browsers move the focus off a button that turns disabled (jsdom does not): it must not
    expect(button.disabled).toBe(false);
    expect(document.activeElement).toBe(button);
    rerender(<Button onClick={onClick}>Like</Button>);
    expect(document.activeElement).toBe(button);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not submit its form while loading (a click, or Enter in a field, which clicks it)', () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const form = (loading: boolean) => (
      <form onSubmit={onSubmit}>
        <Button type="submit" loading={loading}>
          Save
        </Button>
      </form>
    );
    const { rerender } = renderWithTheme(form(true));
    const button = screen.getByRole('button', { name: 'Save' });
    // Enter in a field submits as browsers do it: by a click on the form's submit button (jsdom has no
    // implicit submission of its own to try)
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();

    rerender(form(false));
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is natively disabled when told so, loading or not', () => {
    renderWithTheme(
      <Button disabled loading>
        Save
      </Button>,
    );
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
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
