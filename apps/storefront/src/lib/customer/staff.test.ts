import { describe, expect, it, vi } from 'vitest';
import { isStaffIdentity } from './staff';

vi.mock('server-only', () => ({}));

// STAFF_EMAIL is its default here: staff@maple-audio.ca.
describe('staff, as the provider confirms it', () => {
  it('is the verified staff address the token still belongs to, in any case', () => {
    expect(isStaffIdentity({ email: 'Staff@Maple-Audio.ca', emailVerified: true }, 'staff@maple-audio.ca')).toBe(true);
  });

  it('is not an address the provider never verified', () => {
    expect(isStaffIdentity({ email: 'staff@maple-audio.ca', emailVerified: false }, 'staff@maple-audio.ca')).toBe(false);
  });

  it('is not a cookie the provider no longer vouches for, or whose account changed its address', () => {
    expect(isStaffIdentity({ email: 'staff@maple-audio.ca', emailVerified: true }, null)).toBe(false);
    expect(isStaffIdentity({ email: 'staff@maple-audio.ca', emailVerified: true }, 'someone@example.com')).toBe(false);
    expect(isStaffIdentity({ email: 'someone@example.com', emailVerified: true }, 'staff@maple-audio.ca')).toBe(false);
  });
});
