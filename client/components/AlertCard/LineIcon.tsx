import type { ReactNode } from 'react';

/** The alerts' icons: 24-unit line drawings in the text colour; decorative, the alert's text says the rest. */
export function LineIcon({ size = 22, children }: { size?: number | undefined; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}
