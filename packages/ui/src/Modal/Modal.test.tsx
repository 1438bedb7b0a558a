import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithTheme } from '../test-utils/render-with-theme';
import { Modal } from './Modal';

function Harness({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Before you continue"
        closeLabel="Close"
        dismissible={dismissible}
        data-testid="modal"
      >
        <button type="button">First</button>
        <button type="button">Last</button>
      </Modal>
    </>
  );
}

function openModal() {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('Modal', () => {
  it('is a labelled dialog that takes the focus and gives it back when closed', () => {
    renderWithTheme(<Harness />);
    const opener = openModal();
    const dialog = screen.getByRole('dialog', { name: 'Before you continue' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside the dialog', () => {
    renderWithTheme(<Harness />);
    openModal();
    const last = screen.getByRole('button', { name: 'Last' });
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('closes on a backdrop click', () => {
    renderWithTheme(<Harness />);
    openModal();
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ignores Escape and the backdrop when not dismissible', () => {
    renderWithTheme(<Harness dismissible={false} />);
    openModal();
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });
});
