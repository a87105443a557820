import { LineIcon } from '../AlertCard/LineIcon';

/** An envelope with a warning mark: mail that does not arrive. */
export function MailIcon({ size }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <path d="M21 11V6a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h9" />
      <path d="m3 7 9 6 9-6" />
      <path d="M19 15v3M19 21h.01" />
    </LineIcon>
  );
}
