import { globalStyle } from '@vanilla-extract/css';
import { vars } from '#themes';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
// A #fragment scrolls its target below the sticky top bar, not under it.
globalStyle('html', { WebkitTextSizeAdjust: '100%', colorScheme: 'light dark', scrollPaddingTop: 76 });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: 16,
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('h1, h2, h3', { fontFamily: vars.font.heading, lineHeight: 1.2, margin: '0 0 .5em' });
globalStyle('a', { color: vars.color.primary });
globalStyle('img', { maxWidth: '100%', display: 'block' });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.primary}`, outlineOffset: 2 });
