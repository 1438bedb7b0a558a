import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Item, Menu, Trigger, Wrapper } from './dropdown-styles';

export interface DropdownMenuItem {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  onSelect: () => void;
  tone?: 'default' | 'danger';
}

export interface DropdownMenuProps {
  /** Content of the trigger button (e.g. an avatar and a name). */
  label: ReactNode;
  /** Accessible name of the trigger when its content is not text. */
  ariaLabel?: string;
  items: DropdownMenuItem[];
  align?: 'start' | 'end';
  /** On the trigger; items get `<id>-item-<key>`. */
  'data-testid'?: string;
}

/** A button that opens a menu of actions (the members' account menu), operable by keyboard. */
export function DropdownMenu({
  label,
  ariaLabel,
  items,
  align = 'end',
  'data-testid': testId,
}: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const pendingFocus = useRef<number | null>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    if (pendingFocus.current !== null) itemRefs.current[pendingFocus.current]?.focus();
    pendingFocus.current = null;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    pendingFocus.current = index;
    if (open) itemRefs.current[index]?.focus();
    else setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const current = itemRefs.current.indexOf(document.activeElement as HTMLButtonElement);
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: current >= last ? 0 : current + 1,
      ArrowUp: current <= 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      itemRefs.current[moves[event.key]]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <Wrapper ref={wrapperRef}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={ariaLabel}
        onClick={() => (open ? close(false) : setOpen(true))}
        onKeyDown={onTriggerKeyDown}
        data-testid={testId}
      >
        {label}
      </Trigger>
      {open && (
        <Menu id={menuId} role="menu" $align={align} onKeyDown={onMenuKeyDown}>
          {items.map((item, index) => (
            <Item
              key={item.key}
              ref={(el) => {
                itemRefs.current[index] = el;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              $tone={item.tone ?? 'default'}
              data-testid={testId ? `${testId}-item-${item.key}` : undefined}
              onClick={() => {
                close(true);
                item.onSelect();
              }}
            >
              {item.icon}
              {item.label}
            </Item>
          ))}
        </Menu>
      )}
    </Wrapper>
  );
}
