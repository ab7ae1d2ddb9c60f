/** @jest-environment node */
import { cn } from './cn';

describe('cn', () => {
  it('joins the classes that apply and skips the rest', () => {
    const active = false;
    expect(cn('card', active && 'ring-2', null, undefined, 'p-4')).toBe('card p-4');
    expect(cn()).toBe('');
  });
});
