import type { FaqEntry } from '@/lib/content/help-center';

/** Questions as native disclosures: keyboard, screen readers and find-in-page work without script. */
export function FaqList({ entries }: { entries: FaqEntry[] }) {
  return (
    <ul className="divide-y divide-neutral-200 rounded-xl border border-neutral-200">
      {entries.map((entry) => (
        <li key={entry.id}>
          <details className="group">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-semibold text-neutral-900 hover:bg-neutral-50 [&::-webkit-details-marker]:hidden">
              {entry.question}
              <span aria-hidden="true" className="text-xl leading-none text-brand transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="px-4 pb-4 text-neutral-700">{entry.answer}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
