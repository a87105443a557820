import type { MouseEvent, ReactNode } from 'react';

/**
 * A photo that opens the viewer. A link to the file underneath, so a tap before the scripts run
 * still shows the photo, and a click with a modifier (new tab, save) stays the browser's.
 */
export function PhotoLink({
  href,
  label,
  onOpen,
  className,
  testId,
  children,
}: {
  href: string;
  label: string;
  onOpen(): void;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen();
  };
  return (
    <a href={href} target="_blank" rel="noreferrer" aria-label={label} aria-haspopup="dialog" className={className} onClick={onClick} data-testid={testId}>
      {children}
    </a>
  );
}
