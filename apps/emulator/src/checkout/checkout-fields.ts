import type { FieldError, FieldName, FormValues } from './checkout-form.js';
import { escapeHtml } from './checkout-layout.js';

export interface FieldOptions {
  name: FieldName;
  label: string;
  values: FormValues;
  errors: readonly FieldError[];
  type?: 'text' | 'email' | 'tel';
  autocomplete: string;
  required?: boolean;
  inputmode?: 'numeric';
}

const fieldId = (name: FieldName) => `field-${name}`;

/** Links the error summary to the field it names. */
export const fieldAnchor = (name: FieldName): string => `#${fieldId(name)}`;

/** The error below a field, tied to it by aria-describedby. */
function errorOf(name: FieldName, errors: readonly FieldError[]): { attributes: string; html: string } {
  const error = errors.find((candidate) => candidate.field === name);
  if (!error) return { attributes: '', html: '' };
  const id = `${fieldId(name)}-error`;
  return { attributes: ` aria-invalid="true" aria-describedby="${id}"`, html: `<p class="field-error" id="${id}">${escapeHtml(error.message)}</p>` };
}

/** A labelled text input that keeps its value and shows its error. */
export function textField(options: FieldOptions): string {
  const { name, label, values, errors, type = 'text', autocomplete, required = true, inputmode } = options;
  const error = errorOf(name, errors);
  return `<div class="field"><label for="${fieldId(name)}">${escapeHtml(label)}</label><input type="${type}" id="${fieldId(name)}" name="${name}" value="${escapeHtml(values[name])}" autocomplete="${autocomplete}"${required ? ' required aria-required="true"' : ''}${inputmode ? ` inputmode="${inputmode}"` : ''}${error.attributes}>${error.html}</div>`;
}

/** A labelled select of code/label pairs. */
export function selectField(options: Omit<FieldOptions, 'type' | 'inputmode'> & { choices: readonly { value: string; label: string }[]; placeholder: string }): string {
  const { name, label, values, errors, autocomplete, choices, placeholder } = options;
  const error = errorOf(name, errors);
  const items = [`<option value="">${escapeHtml(placeholder)}</option>`, ...choices.map((choice) => `<option value="${escapeHtml(choice.value)}"${values[name] === choice.value ? ' selected' : ''}>${escapeHtml(choice.label)}</option>`)].join('');
  return `<div class="field"><label for="${fieldId(name)}">${escapeHtml(label)}</label><select id="${fieldId(name)}" name="${name}" autocomplete="${autocomplete}" required aria-required="true"${error.attributes}>${items}</select>${error.html}</div>`;
}

/** The summary at the top of a refused form: a notice about the whole order, then every field error linking to its field. */
export function errorSummary(heading: string, errors: readonly FieldError[], notice?: string): string {
  if (errors.length === 0 && !notice) return '';
  const items = errors.map((error) => `<li><a href="${fieldAnchor(error.field)}">${escapeHtml(error.message)}</a></li>`).join('');
  const noticeHtml = notice ? `<p>${escapeHtml(notice)}</p>` : '';
  return `<div class="error-summary" role="alert" aria-labelledby="error-summary-heading" tabindex="-1"><h2 id="error-summary-heading">${escapeHtml(heading)}</h2>${noticeHtml}${items ? `<ul>${items}</ul>` : ''}</div>`;
}
