import { describe, expect, it } from 'vitest';
import {
  allOf,
  atMost,
  checkedText,
  emailOrPhone,
  filledIn,
  formChecks,
  oneOf,
  type FieldCheck,
} from '../../../src/lib/fieldChecks';

describe('plain field checks (src/lib/fieldChecks.ts)', () => {
  it('reads text as typed on an Arabic keyboard, without outer spaces', () => {
    expect(checkedText(' ٠١٢٣ ')).toBe('0123');
    expect(checkedText(undefined)).toBe('');
    expect(checkedText(12)).toBe('');
  });

  it('asks for something typed, spaces included', () => {
    expect(filledIn('k')('', {})).toBe('k');
    expect(filledIn('k')(undefined, {})).toBe('k');
    expect(filledIn('k')(' ', {})).toBeUndefined();
  });

  it.each([
    ['', 'validation.emailRequired'],
    ['  ', 'validation.emailRequired'],
    ['seller@demo.eg', undefined],
    ['۰۱۰۰۰۰۰۰۰۰۲', undefined],
    ['0100', 'bad'],
  ])('takes %j as an identifier → %s', (value, expected) => {
    expect(emailOrPhone('bad')(value, {})).toBe(expected);
  });

  it('accepts only a value offered', () => {
    expect(oneOf(['a', 'b'], 'pick')('a', {})).toBeUndefined();
    expect(oneOf(['a', 'b'], 'pick')('', {})).toBe('pick');
    expect(oneOf(['a', 'b'], 'pick')('c', {})).toBe('pick');
  });

  it('counts at most a limit of characters, with the plural count for the message', () => {
    expect(atMost(3)(' abc ', {})).toBeUndefined();
    expect(atMost(3)('abcd', {})).toEqual({ key: 'validation.tooLong', values: { count: 3 } });
  });

  it('answers the first failed check, and checks may read the other fields', () => {
    const needsWhenOther: FieldCheck<{ code: string }> = (value, { code }) =>
      code === 'other' && !checkedText(value) ? 'needed' : undefined;
    const validate = formChecks<{ code: string; text: string }>({
      code: oneOf(['other', 'late'], 'pick'),
      text: allOf(needsWhenOther, atMost(5)),
    });
    expect(validate({ code: '', text: '' })).toEqual({ code: 'pick' });
    expect(validate({ code: 'other', text: ' ' })).toEqual({ text: 'needed' });
    expect(validate({ code: 'late', text: 'far too long' })).toEqual({
      text: { key: 'validation.tooLong', values: { count: 5 } },
    });
    expect(validate({ code: 'late', text: '' })).toEqual({});
  });
});
