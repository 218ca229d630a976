import 'server-only';
import { getEnv } from '@/lib/config/env';

/** Staff is the one signed-in account whose e-mail is STAFF_EMAIL (spec §6), checked here on the server. */
export function isStaffEmail(email: string | null | undefined): boolean {
  return !!email && email.trim().toLowerCase() === getEnv().STAFF_EMAIL.toLowerCase();
}
