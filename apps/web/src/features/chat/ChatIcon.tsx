import type { ReactNode } from 'react';

/** Line icons of the chat that the shared set (packages/ui Icon) does not have. */
const PATHS = {
  back: <path d="M15 5.5L8.5 12l6.5 6.5" />,
  send: <path d="M4.5 11.8L20 4.5l-5.2 15.2-3.1-6.6-7.2-1.3zM11.7 13.1L20 4.5" />,
  more: (
    <>
      <circle cx="12" cy="5.5" r="1.2" fill="currentColor" />
      <circle cx="12" cy="12" r="1.2" fill="currentColor" />
      <circle cx="12" cy="18.5" r="1.2" fill="currentColor" />
    </>
  ),
  bulb: (
    <path d="M9.5 18h5M10 21h4M12 3.5a6 6 0 00-3.6 10.8c.7.6 1.1 1.4 1.1 2.2v.5h5v-.5c0-.8.4-1.6 1.1-2.2A6 6 0 0012 3.5z" />
  ),
  sent: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  seen: <path d="M2.5 12.5l4 4L15 8M10.5 16.5L19.5 7.5" />,
  clock: (
    <>
      <circle cx="12" cy="12" r="8" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  alert: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5v5.5M12 16.5h.01" />
    </>
  ),
  retry: <path d="M19.5 12a7.5 7.5 0 11-2.2-5.3M19.5 4.5v4h-4" />,
  arrowDown: <path d="M12 5v14M6 13l6 6 6-6" />,
  person: (
    <>
      <circle cx="12" cy="8.5" r="4" />
      <path d="M4.5 20.5c.8-3.8 3.8-6 7.5-6s6.7 2.2 7.5 6" />
    </>
  ),
  flag: <path d="M5.5 21V4.5h11l-2 4 2 4h-11" />,
  search: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type ChatIconName = keyof typeof PATHS;

export function ChatIcon({ name, size = 24 }: { name: ChatIconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name]}
    </svg>
  );
}
