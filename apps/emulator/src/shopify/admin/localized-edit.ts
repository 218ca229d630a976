import type { Localized } from '../../catalog/model.js';

/**
 * A source-language (English) edit of a translatable text: French follows the new text where it had
 * no translation of its own (it showed the English text), and keeps its translation otherwise.
 */
export function editedSource(current: Localized, english: string): Localized {
  const untranslated = current.fr === '' || current.fr === current.en;
  return { en: english, fr: untranslated ? english : current.fr };
}
