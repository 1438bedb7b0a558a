import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../test-utils/render-with-theme';
import { DropdownMenu } from './DropdownMenu';

function setup() {
  const profile = jest.fn();
  const logout = jest.fn();
  renderWithTheme(
    <>
      <DropdownMenu
        label="Anna"
        data-testid="account"
        items={[
          { key: 'profile', label: 'My profile', onSelect: profile },
          { key: 'settings', label: 'Settings', onSelect: () => {} },
          { key: 'logout', label: 'Logout', onSelect: logout, tone: 'danger' },
        ]}
      />
      <p>outside</p>
    </>,
  );
  return { trigger: screen.getByTestId('account'), profile, logout };
}

describe('DropdownMenu', () => {
  it('opens on click and runs the chosen action', () => {
    const { trigger, profile } = setup();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('menuitem', { name: 'My profile' }));
    expect(profile).toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('works with the keyboard', () => {
    const { trigger, logout } = setup();
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByTestId('account-item-profile'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(screen.getByTestId('account-item-logout'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(document.activeElement).toBe(screen.getByTestId('account-item-profile'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    fireEvent.click(document.activeElement as Element);
    expect(logout).toHaveBeenCalled();
  });

  it('closes on Escape (focus back on the trigger) and on a click outside', () => {
    const { trigger } = setup();
    fireEvent.keyDown(trigger, { key: 'Enter' });
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    fireEvent.click(trigger);
    fireEvent.mouseDown(screen.getByText('outside'));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
