import { describe, expect, it } from 'vitest';
import { clientTemplates, messageTemplate, type TemplateFormatter } from './client-templates';

// Build-time compiled messages, as getMessages() returns them: a message with arguments is an array.
const compiled: Record<string, unknown> = {
  page: {
    form: { title: 'Apply', success: ['Thank you, ', ['name'], '!'], errors: { required: 'Required.', server: ['Failed: ', ['message']] } },
    note: ['You are a partner (', ['catalog'], ').'],
  },
};
const lookup = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], compiled);
// Stands in for next-intl's translator over those messages.
const t: TemplateFormatter = (key, values) =>
  (lookup(key) as unknown[]).map((part) => (typeof part === 'string' ? part : values[(part as string[])[0]!])).join('');

describe('messageTemplate', () => {
  it('writes each argument back as its placeholder', () => {
    expect(messageTemplate(t, 'page.note', ['catalog'])).toBe('You are a partner ({catalog}).');
  });
});

describe('clientTemplates', () => {
  it('keeps plain messages and turns messages with arguments into templates, nested keys included', () => {
    expect(clientTemplates(t, compiled, 'page.form', { success: ['name'], 'errors.server': ['message'] })).toEqual({
      title: 'Apply',
      success: 'Thank you, {name}!',
      errors: { required: 'Required.', server: 'Failed: {message}' },
    });
  });

  it('refuses a message whose arguments were not named, rather than hand an array to the client', () => {
    expect(() => clientTemplates(t, compiled, 'page.form', { success: ['name'] })).toThrow('page.form.errors.server has arguments');
  });
});
