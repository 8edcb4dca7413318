import { describe, expect, it } from 'vitest';
import { firstBrokenRule, passwordRules } from './password-rules';

describe('password rules', () => {
  it('lists the five rules in the order the screen shows them', () => {
    expect(passwordRules.map((r) => r.text)).toEqual([
      '8 or more characters',
      'One of ! @ # $ % ^ & * ( )',
      'At least 3 lower case',
      'At least 2 upper case',
      'At least 2 digits',
    ]);
  });

  it('names the first rule a weak password breaks', () => {
    expect(firstBrokenRule('Ab#1')).toBe('New password must have 8 or more characters.');
    expect(firstBrokenRule('WEakpass')).toBe('New password must have one of ! @ # $ % ^ & * ( ).');
    expect(firstBrokenRule('WEAKPAs#12')).toBe('New password must have at least 3 lower case letters.');
    expect(firstBrokenRule('Weakpass#12')).toBe('New password must have at least 2 upper case letters.');
    expect(firstBrokenRule('WEakpass#1')).toBe('New password must have at least 2 digits.');
  });

  it('accepts a password that keeps every rule', () => {
    expect(firstBrokenRule('WEakpass#42')).toBeNull();
  });
});
