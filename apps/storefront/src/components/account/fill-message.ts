/** Fills {name} placeholders (the forms' messages, handed over as props, have no plurals). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
