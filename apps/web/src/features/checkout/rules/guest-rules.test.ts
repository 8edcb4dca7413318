import { describe, expect, it } from 'vitest';
import { cleanGuest, guestComplete, guestErrors, keepGuest } from './guest-rules';

describe('guest rules', () => {
  it('keeps letters and spaces in names and at most 16 characters of the last name', () => {
    expect(keepGuest.firstname('Ann-Marie 2')).toBe('AnnMarie ');
    expect(keepGuest.lastname('Montgomery-Smithsonian')).toBe('MontgomerySmiths');
    expect(keepGuest.phone('(876) 555-0123 99')).toBe('8765550123');
  });

  it('answers the guest form messages word for word', () => {
    expect(guestErrors.firstname(' ')).toBe('First Name is Required.');
    expect(guestErrors.lastname('')).toBe('Last Name is Required.');
    expect(guestErrors.email('')).toBe('Email is required.');
    expect(guestErrors.email('ann@')).toBe('Please enter a valid email address.');
    expect(guestErrors.email(' ann@example.com ')).toBeNull();
    expect(guestErrors.phone('')).toBe('Phone Number is Required.');
  });

  it('trims the e-mail and names before they are kept', () => {
    const guest = { firstname: ' Ann ', lastname: 'Lee ', email: '  ann@example.com ', phone: '8765550123' };
    expect(cleanGuest(guest)).toEqual({ firstname: 'Ann', lastname: 'Lee', email: 'ann@example.com', phone: '8765550123' });
    expect(guestComplete(guest)).toBe(true);
    expect(guestComplete({ ...guest, phone: '' })).toBe(false);
  });
});
