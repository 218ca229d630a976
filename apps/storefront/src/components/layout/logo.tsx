/** The store's wordmark with a maple leaf; sized by its container. */
export function Logo({ name }: { name: string }) {
  return (
    <span className="flex items-center gap-2 text-lg font-extrabold tracking-tight text-neutral-900 min-[400px]:text-xl">
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0 text-brand">
        <path
          fill="currentColor"
          d="M16 2l2.2 4.6 3-1.3-.8 6 3.8-3.2.9 2.4 4.1-.9-1.4 4.4 2.2 1.2-6.4 5.2.8 2.6-6.2-1.1.3 7.1h-3l.3-7.1-6.2 1.1.8-2.6L4 15.2l2.2-1.2-1.4-4.4 4.1.9.9-2.4 3.8 3.2-.8-6 3 1.3z"
        />
      </svg>
      <span className="max-[359px]:sr-only">{name}</span>
    </span>
  );
}
