import { describe, expect, it } from 'vitest';
import { isTextEntry, keyAction } from './use-crossword-keyboard';
import { isReloadKey } from './use-crossword-play';

const key = (
  k: string,
  mods: Partial<Record<'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {},
) => ({
  key: k,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe('keyAction', () => {
  it('takes A–Z only, upper-cased', () => {
    expect(keyAction(key('a'))).toEqual({ type: 'letter', letter: 'A' });
    expect(keyAction(key('Q', { shiftKey: true }))).toEqual({ type: 'letter', letter: 'Q' });
    for (const k of ['1', 'é', 'ß', '-', 'Dead', 'F1']) expect(keyAction(key(k))).toBeNull();
  });

  it('leaves shortcuts with Ctrl, Cmd or Alt to the browser', () => {
    expect(keyAction(key('c', { ctrlKey: true }))).toBeNull();
    expect(keyAction(key('v', { metaKey: true }))).toBeNull();
    expect(keyAction(key('a', { altKey: true }))).toBeNull();
  });

  it('maps navigation keys: arrows, Tab and Shift-Tab, Space and Enter toggle, Backspace', () => {
    expect(keyAction(key('ArrowLeft'))).toEqual({ type: 'arrow', key: 'ArrowLeft' });
    expect(keyAction(key('Tab'))).toEqual({ type: 'nextClue' });
    expect(keyAction(key('Tab', { shiftKey: true }))).toEqual({ type: 'previousClue' });
    expect(keyAction(key(' '))).toEqual({ type: 'toggle' });
    expect(keyAction(key('Enter'))).toEqual({ type: 'toggle' });
    expect(keyAction(key('Backspace'))).toEqual({ type: 'backspace' });
    expect(keyAction(key('Delete'))).toEqual({ type: 'delete' });
    expect(keyAction(key('Escape'))).toBeNull();
  });

  it('knows text fields, which keep their keys', () => {
    const input = document.createElement('input');
    expect(isTextEntry(input)).toBe(true);
    input.type = 'checkbox';
    expect(isTextEntry(input)).toBe(false);
    expect(isTextEntry(document.createElement('textarea'))).toBe(true);
    expect(isTextEntry(document.createElement('button'))).toBe(false);
  });

  it('recognises F5, Ctrl-R and Cmd-R as a reload', () => {
    expect(isReloadKey({ key: 'F5', ctrlKey: false, metaKey: false })).toBe(true);
    expect(isReloadKey({ key: 'r', ctrlKey: true, metaKey: false })).toBe(true);
    expect(isReloadKey({ key: 'R', ctrlKey: false, metaKey: true })).toBe(true);
    expect(isReloadKey({ key: 'r', ctrlKey: false, metaKey: false })).toBe(false);
  });
});
