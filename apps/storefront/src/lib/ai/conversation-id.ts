import 'server-only';
import { randomBytes } from 'node:crypto';

/** A new conversation's id: 128 random bits, base64url (22 characters), which its signed replies are bound to (AI-10). */
export function newConversationId(): string {
  return randomBytes(16).toString('base64url');
}
