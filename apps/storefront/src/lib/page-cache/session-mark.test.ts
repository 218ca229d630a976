import { describe, expect, it } from 'vitest';
import { markSessionPresent } from './session-mark';

const text = (bytes: Uint8Array | null) => (bytes ? Buffer.from(bytes).toString('utf8') : null);
// As Next writes a page: the <html> tag, then the RSC payload's row for it inside an inline script.
const page = (htmlTag: string, payloadProps: string, content = '<p>Héllo</p>') =>
  Buffer.from(
    `<!DOCTYPE html>${htmlTag}<head></head><body>${content}` +
      `<script>self.__next_f.push([1,"6:[\\"$\\",\\"html\\",null,{\\"lang\\":\\"fr-CA\\",${payloadProps},\\"children\\":[]}]\\n"])</script></body></html>`,
  );

describe('marking a stored page for a visitor with a session', () => {
  it('says "present" on the <html> tag and in the payload, and changes nothing else', () => {
    const stored = page('<html lang="fr-CA" data-session="none">', '\\"data-session\\":\\"none\\"');
    const expected = page('<html lang="fr-CA" data-session="present">', '\\"data-session\\":\\"present\\"');
    expect(text(markSessionPresent(stored))).toBe(expected.toString('utf8'));
  });

  it("leaves the same words in a page's own content alone", () => {
    // A product description from the provider: an attribute in the HTML, a string (escaped once more) in the payload.
    const description =
      '<div data-session="none"></div><script>self.__next_f.push([1,"7:\\"<div data-session=\\\\\\"none\\\\\\">\\"\\n"])</script>';
    const marked = text(markSessionPresent(page('<html lang="fr-CA" data-session="none">', '\\"data-session\\":\\"none\\"', description)));
    expect(marked).toContain('<html lang="fr-CA" data-session="present">');
    expect(marked).toContain('\\"data-session\\":\\"present\\"');
    expect(marked).toContain(description);
  });

  it('gives up when the marks are not where the layout puts them, so the page renders instead', () => {
    expect(markSessionPresent(page('<html lang="fr-CA">', '\\"data-session\\":\\"none\\"', '<p data-session="none"></p>'))).toBeNull();
    // The payload's copy split between two inline scripts, or missing.
    expect(markSessionPresent(page('<html lang="fr-CA" data-session="none">', '\\"data-sess'))).toBeNull();
    expect(markSessionPresent(page('<html lang="fr-CA" data-session="present">', '\\"data-session\\":\\"present\\"'))).toBeNull();
    expect(markSessionPresent(Buffer.from(''))).toBeNull();
  });
});
