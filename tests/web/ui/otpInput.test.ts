import { describe, expect, it } from 'vitest';
import {
  backspace, codeOf, digitFromInput, digitsOf, emptyDigits, isComplete, lastDigit, pasteDigits, typeDigit,
} from '../../../src/shared/ui/OtpInput/otp';

describe('lastDigit', () => {
  it('keeps only the last digit typed', () => {
    expect(lastDigit('7')).toBe('7');
    expect(lastDigit('37')).toBe('7');
    expect(lastDigit('7a')).toBe('7');
    expect(lastDigit('a')).toBe('');
    expect(lastDigit('')).toBe('');
  });
});

describe('digitFromInput', () => {
  it('keeps the newly typed digit wherever the caret was', () => {
    expect(digitFromInput('3', '37')).toBe('7');
    expect(digitFromInput('3', '73')).toBe('7');
    expect(digitFromInput('3', '33')).toBe('3');
    expect(digitFromInput('', '5')).toBe('5');
    expect(digitFromInput('3', '3a')).toBe('3');
    expect(digitFromInput('3', '')).toBe('');
  });
});

describe('typeDigit', () => {
  it('replaces the box content and moves to the next box', () => {
    const s = typeDigit(['3', '', '', ''], 0, '37');
    expect(s.digits).toEqual(['7', '', '', '']);
    expect(s.focus).toBe(1);
  });
  it('stays on the last box', () => {
    expect(typeDigit(['1', '2', '3', ''], 3, '4')).toEqual({ digits: ['1', '2', '3', '4'], focus: 3 });
  });
  it('ignores non-digits', () => {
    expect(typeDigit(['3', '', '', ''], 0, 'x')).toEqual({ digits: ['3', '', '', ''], focus: 0 });
  });
});

describe('backspace', () => {
  it('clears a filled box and stays', () => {
    expect(backspace(['1', '2', '', ''], 1)).toEqual({ digits: ['1', '', '', ''], focus: 1 });
  });
  it('moves back from an empty box and clears the previous one', () => {
    expect(backspace(['1', '2', '', ''], 2)).toEqual({ digits: ['1', '', '', ''], focus: 1 });
  });
  it('stays on the first box', () => {
    expect(backspace(['', '', '', ''], 0)).toEqual({ digits: ['', '', '', ''], focus: 0 });
  });
});

describe('pasteDigits', () => {
  it('fills every box from a pasted code', () => {
    expect(pasteDigits(emptyDigits(), 2, '1234')).toEqual({ digits: ['1', '2', '3', '4'], focus: 3 });
    expect(pasteDigits(emptyDigits(), 0, ' 12-34 ')).toEqual({ digits: ['1', '2', '3', '4'], focus: 3 });
  });
  it('fills from the box for a partial paste', () => {
    expect(pasteDigits(['9', '', '', ''], 1, '12')).toEqual({ digits: ['9', '1', '2', ''], focus: 3 });
  });
  it('ignores a paste without digits', () => {
    expect(pasteDigits(emptyDigits(), 1, 'abc')).toEqual({ digits: ['', '', '', ''], focus: 1 });
  });
});

describe('code helpers', () => {
  it('knows a complete code', () => {
    expect(isComplete(['1', '2', '3', '4'])).toBe(true);
    expect(isComplete(['1', '', '3', '4'])).toBe(false);
    expect(codeOf(['1', '2', '3', '4'])).toBe('1234');
    expect(digitsOf('12', 4)).toEqual(['1', '2', '', '']);
    expect(digitsOf('123456', 4)).toEqual(['1', '2', '3', '4']);
    expect(emptyDigits(6)).toHaveLength(6);
  });
});
