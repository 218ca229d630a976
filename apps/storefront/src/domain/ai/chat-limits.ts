/** Limits on what the browser may send to the assistant (spec §5 "AI assistant", hardened). */
export const CHAT_LIMITS = {
  /** Turns sent with one question; the browser sends the most recent ones. */
  maxMessages: 20,
  maxUserChars: 1_000,
  maxAssistantChars: 4_000,
  /** Every turn's text together: what one question may make the model read. */
  maxConversationChars: 16_000,
  maxTitleChars: 300,
  maxBodyBytes: 64_000,
  /** What the server streams back at most, whatever the model does. */
  maxReplyChars: 4_000,
  /** How long the server waits for the model's next word before it ends the reply with an error. */
  idleTimeoutMs: 30_000,
} as const;
