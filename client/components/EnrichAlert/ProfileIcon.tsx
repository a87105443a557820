import { LineIcon } from '../AlertCard/LineIcon';

/** A head and shoulders with a plus: a profile to fill in. */
export function ProfileIcon({ size }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <circle cx="10" cy="8" r="4" />
      <path d="M3 21a7 7 0 0 1 11-5.7" />
      <path d="M19 15v6M16 18h6" />
    </LineIcon>
  );
}
