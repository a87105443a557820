import { describe, expect, it } from 'vitest';
import { DomainError, ValidationError } from '../errors';
import { messageContent } from './submit';

describe('what a send asks for', () => {
  it('takes a gift from the catalogue only', () => {
    expect(messageContent({ type: 'gift', gift: 'rose', text: 'For you' })).toEqual({ type: 'gift', gift: 'rose', text: 'For you' });
    expect(() => messageContent({ type: 'gift', gift: 'diamond', text: '' })).toThrow(ValidationError);
    expect(() => messageContent({ type: 'gift', text: '' })).toThrow(ValidationError);
  });

  it('needs the photo of a photo message, and ignores a file sent with a text', () => {
    const photo = Buffer.from('jpeg');
    expect(messageContent({ type: 'photo', photo, text: '' })).toEqual({ type: 'photo', data: photo, text: '' });
    expect(() => messageContent({ type: 'photo', text: 'no file' })).toThrow(ValidationError);
    expect(messageContent({ type: 'text', text: 'Hoi', photo })).toEqual({ type: 'text', text: 'Hoi' });
  });

  it('refuses with a 400 naming the field', () => {
    const refusal = (() => {
      try {
        return messageContent({ type: 'gift', gift: 'diamond', text: '' });
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ status: 400, fieldKeys: { gift: { key: 'chat.gift_unknown' } } });
  });
});
