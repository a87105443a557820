import { style } from '@vanilla-extract/css';
import { vars } from '#themes';
import { media } from '#themes/tokens';
import { raisedLink } from '#client/styles/card.css';

export const grid = style({
  display: 'grid',
  gap: 12,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }, [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 16 } },
});
export const card = style([raisedLink, { display: 'grid', overflow: 'hidden' }]);
/** height auto: the <img>'s width and height attributes only give the ratio before the file arrives. */
export const avatar = style({ width: '100%', height: 'auto', aspectRatio: '1', objectFit: 'cover', background: vars.color.surfaceAlt });
export const avatarLarge = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '1',
  objectFit: 'cover',
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.medium,
});
export const placeholder = style({ display: 'grid', placeItems: 'center', fill: vars.color.border });
export const caption = style({ display: 'grid', gap: 2, padding: '10px 12px' });
/** Name and age give way (ellipsis) to the verified and fictional marks, which always show. */
export const name = style({ display: 'flex', alignItems: 'center', gap: 4, minWidth: 0, fontWeight: 700 });
export const nameText = style({ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
export const place = style({ fontSize: 14, color: vars.color.textMuted, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
export const fictional = style({ cursor: 'help' });
