import { globalStyle, style } from '@vanilla-extract/css';
import { tokens } from '../styles.css';

const wide = 'screen and (min-width: 900px)';
const SIDEBAR_WIDTH = 220;
const SIDEBAR_BACKGROUND = '#17213a';

// The console's page has none of the sites' global styles: without this the browser's 8 px margin
// framed it in white, and the menu's dark column stopped short of the window's edges.
globalStyle('body', { margin: 0, background: tokens.background });

export const shell = style({
  display: 'grid',
  // minmax(0, …): a wide table or chart scrolls inside its card instead of widening the page.
  gridTemplateColumns: 'minmax(0, 1fr)',
  // On a phone the menu is a row above the content: only the content takes the spare height.
  gridTemplateRows: 'auto 1fr',
  minHeight: '100vh',
  '@media': {
    [wide]: {
      gridTemplateColumns: `${SIDEBAR_WIDTH}px minmax(0, 1fr)`,
      gridTemplateRows: 'auto',
      // The menu's colour runs down its whole column, however long the page: the sticky menu is one
      // screen tall, and the column below it showed the page's own background (issue 31).
      background: `linear-gradient(to right, ${SIDEBAR_BACKGROUND} ${SIDEBAR_WIDTH}px, transparent ${SIDEBAR_WIDTH}px)`,
    },
  },
});
export const sidebar = style({
  background: SIDEBAR_BACKGROUND,
  color: '#e7ebf3',
  padding: '12px',
  display: 'flex',
  flexDirection: 'column',
  gap: 10,
  minWidth: 0,
  // A menu taller than the screen scrolls on its own rather than spilling past its background.
  '@media': { [wide]: { position: 'sticky', top: 0, height: '100vh', boxSizing: 'border-box', overflowY: 'auto', padding: '18px 12px' } },
});
export const brand = style({ fontWeight: 700, fontSize: 15, padding: '0 8px', color: '#fff' });
export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: 2,
  overflowX: 'auto',
  '@media': { [wide]: { flexDirection: 'column', overflowX: 'visible' } },
});
export const navLink = style({
  display: 'block',
  padding: '7px 10px',
  borderRadius: 6,
  color: '#c9d2e3',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: 'rgba(255,255,255,.08)', color: '#fff' },
    '&[aria-current="page"]': { background: tokens.accent, color: '#fff' },
    '&:focus-visible': { outline: '2px solid #fff', outlineOffset: -2 },
  },
});
export const main = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const topBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 10,
  padding: '10px 20px',
  background: tokens.surface,
  borderBottom: `1px solid ${tokens.border}`,
});
export const spacer = style({ flex: 1 });
export const who = style({
  color: tokens.muted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: 260,
  // A phone's top bar keeps the site, the language and sign-out on one line.
  '@media': { 'screen and (max-width: 600px)': { display: 'none' } },
});
export const content = style({ padding: 20, minWidth: 0, '@media': { 'screen and (max-width: 600px)': { padding: 12 } } });
