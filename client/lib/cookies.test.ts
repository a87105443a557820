import { parse } from 'cookie';
import { describe, expect, it } from 'vitest';
import { parseDocumentCookies } from './cookies';

/** What a browser's document.cookie can hold, and what a crafted or garbled one might. */
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
];

describe('parseDocumentCookies', () => {
  it.each(SAMPLES)('reads %j as the server does', (text) => {
    expect({ ...parseDocumentCookies(text) }).toEqual({ ...parse(text) });
  });

  it('gives a cookie named like an object property its value, not the property', () => {
    const cookies = parseDocumentCookies('toString=y; hasOwnProperty=z');
    expect(cookies.toString).toBe('y');
    expect(cookies.hasOwnProperty).toBe('z');
    expect(parseDocumentCookies('').constructor).toBeUndefined();
  });
});
