import type { ReactNode } from 'react';

// Console-only line icons, drawn like @amora/ui's <Icon> (24 px grid, 1.8 stroke, currentColor).
// Candidates to merge into @amora/ui's icon set once the member site needs any of them.
const PATHS = {
  dashboard: (
    <>
      <rect x="3.5" y="3.5" width="7" height="8" rx="1.5" />
      <rect x="13.5" y="3.5" width="7" height="5" rx="1.5" />
      <rect x="13.5" y="11.5" width="7" height="9" rx="1.5" />
      <rect x="3.5" y="14.5" width="7" height="6" rx="1.5" />
    </>
  ),
  building: (
    <>
      <path d="M4.5 20.5v-15a1.5 1.5 0 011.5-1.5h8a1.5 1.5 0 011.5 1.5v15" />
      <path d="M15.5 9.5h3a1.5 1.5 0 011.5 1.5v9.5M3 20.5h18" />
      <path d="M8 8h3M8 11.5h3M8 15h3" />
    </>
  ),
  tag: (
    <>
      <path d="M3.5 12.1V4.9c0-.8.6-1.4 1.4-1.4h7.2c.4 0 .7.1 1 .4l7.5 7.5c.6.6.6 1.5 0 2l-7.2 7.2c-.6.6-1.5.6-2 0l-7.5-7.5c-.3-.3-.4-.6-.4-1z" />
      <circle cx="8" cy="8" r="1.3" />
    </>
  ),
  ticket: (
    <>
      <path d="M3.5 7.5a1.5 1.5 0 011.5-1.5h14a1.5 1.5 0 011.5 1.5V10a2 2 0 000 4v2.5A1.5 1.5 0 0119 18H5a1.5 1.5 0 01-1.5-1.5V14a2 2 0 000-4V7.5z" />
      <path d="M9.5 14.5l5-5M9.75 9.75h.01M14.25 14.25h.01" />
    </>
  ),
  flag: (
    <>
      <path d="M5 21V4" />
      <path d="M5 4.5c4.5-2 7.5 2 12.5 0v9c-5 2-8-2-12.5 0" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3l7.5 3v5.5c0 4.6-3.2 8.3-7.5 9.5-4.3-1.2-7.5-4.9-7.5-9.5V6L12 3z" />
      <path d="M8.8 12.2l2.2 2.2 4.3-4.4" />
    </>
  ),
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  user: (
    <>
      <circle cx="12" cy="8.5" r="4" />
      <path d="M4.5 20.5c.8-3.8 3.8-6 7.5-6s6.7 2.2 7.5 6" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.4 2.3 3.5 5.1 3.5 8.5s-1.1 6.2-3.5 8.5c-2.4-2.3-3.5-5.1-3.5-8.5s1.1-6.2 3.5-8.5z" />
    </>
  ),
  chart: (
    <>
      <path d="M3.5 20.5h17" />
      <path d="M6.5 16.5l4-5 3.5 3 5-7" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8.5" r="3.5" />
      <path d="M2.5 19.5c.6-3.2 3.2-5 6.5-5s5.9 1.8 6.5 5M15.5 5.2a3.5 3.5 0 010 6.6M18 14.8c1.9.7 3.1 2.3 3.5 4.7" />
    </>
  ),
  coins: (
    <>
      <ellipse cx="12" cy="7" rx="7" ry="3" />
      <path d="M5 7v5c0 1.7 3.1 3 7 3s7-1.3 7-3V7M5 12v5c0 1.7 3.1 3 7 3s7-1.3 7-3v-5" />
    </>
  ),
  chat: <path d="M4 5.5h16v10H9l-5 4v-14z" />,
  construction: (
    <>
      <rect x="3" y="8" width="18" height="6" rx="1" />
      <path d="M7 8l-4 6M13 8l-6 6M19 8l-6 6M21 11l-3 3M6 14v6M18 14v6" />
    </>
  ),
  compass: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M15.5 8.5l-2 5-5 2 2-5 5-2z" />
    </>
  ),
  alert: (
    <>
      <path d="M10.3 4.3L2.9 17.5A2 2 0 004.6 20.5h14.8a2 2 0 001.7-3L13.7 4.3a2 2 0 00-3.4 0z" />
      <path d="M12 9.5v4.5M12 17h.01" />
    </>
  ),
  arrowLeft: <path d="M19 12H5M11 6l-6 6 6 6" />,
  refresh: (
    <>
      <path d="M20 11.5A8 8 0 006.3 6.3L4 8.5" />
      <path d="M4 4v4.5h4.5M4 12.5a8 8 0 0013.7 5.2L20 15.5" />
      <path d="M20 20v-4.5h-4.5" />
    </>
  ),
  idCard: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="11" r="2.2" />
      <path d="M5.8 16.5c.5-1.7 1.7-2.6 3.2-2.6s2.7.9 3.2 2.6M14.5 10h4M14.5 13.5h3" />
    </>
  ),
  key: (
    <>
      <circle cx="8" cy="15" r="4.5" />
      <path d="M11.2 11.8L20 3M16.5 6.5l2.5 2.5M14 9l2 2" />
    </>
  ),
  history: (
    <>
      <path d="M3.5 12a8.5 8.5 0 102.5-6" />
      <path d="M3.5 4v4.5H8M12 7.5V12l3 2" />
    </>
  ),
  logout: (
    <>
      <path d="M14 4.5H6a1.5 1.5 0 00-1.5 1.5v12A1.5 1.5 0 006 19.5h8" />
      <path d="M10 12h10M16.5 8.5L20 12l-3.5 3.5" />
    </>
  ),
  plus: <path d="M12 5v14M5 12h14" />,
  copy: (
    <>
      <rect x="8.5" y="8.5" width="12" height="12" rx="2" />
      <path d="M15.5 8.5V5a1.5 1.5 0 00-1.5-1.5H5A1.5 1.5 0 003.5 5v9A1.5 1.5 0 005 15.5h3.5" />
    </>
  ),
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  lock: (
    <>
      <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 018 0v3M12 14.5v2.5" />
    </>
  ),
  phone: (
    <>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
      <path d="M10.5 18.5h3" />
    </>
  ),
  chevronLeft: <path d="M14.5 6l-6 6 6 6" />,
  chevronRight: <path d="M9.5 6l6 6-6 6" />,
  pencil: (
    <>
      <path d="M15 5l4 4L8.5 19.5H4.5v-4L15 5z" />
      <path d="M13 7l4 4" />
    </>
  ),
  camera: (
    <>
      <path d="M3.5 8.5A1.5 1.5 0 015 7h2.6l1.6-2.2h5.6L16.4 7H19a1.5 1.5 0 011.5 1.5v9.5A1.5 1.5 0 0119 19.5H5A1.5 1.5 0 013.5 18V8.5z" />
      <circle cx="12" cy="13" r="3.4" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type AdminIconName = keyof typeof PATHS;

interface Props {
  name: AdminIconName;
  size?: number;
  className?: string;
}

/** A decorative icon: the text beside it always says what it means. */
export function AdminIcon({ name, size = 20, className }: Props) {
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
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name]}
    </svg>
  );
}
