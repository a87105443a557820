import { parse } from 'cookie';
import { describe, expect, it } from 'vitest';
import { parseCookies } from './cookies';

/** What a browser's Cookie header and document.cookie can hold, and what a crafted or garbled one might. */
const SAMPLES = [
  '',
  'a=1',
  'lang=de; age_ok=1; site_entry=accepted',
  'name=Zo%C3%AB%20M%C3%BCller',
  'broken=%E0%A4%A; fine=%41',
  'twice=first; twice=second',
  'empty=; after=1',
  '=nameless; named=1',
  'no-equals; later=1',
  'padded =  spaced value  ; x=y',
  'eq=a=b=c',
  'quoted="in quotes"',
  '__proto__=polluted; constructor=x; toString=y',
  ';;; a=1 ;;',
  '\ttabbed\t=\tvalue\t; b=2',
  '\u00a0nbsp\u00a0=\u00a0kept\u00a0',
];

describe('parseCookies', () => {
  it.each(SAMPLES)('reads %j as the cookie package does', (text) => {
    expect({ ...parseCookies(text) }).toEqual({ ...parse(text) });
  });

  it('gives a cookie named like an object property its value, not the property', () => {
    const cookies = parseCookies('toString=y; hasOwnProperty=z');
    expect(cookies.toString).toBe('y');
    expect(cookies.hasOwnProperty).toBe('z');
    expect(parseCookies('').constructor).toBeUndefined();
  });
});
