import type { ReactNode } from 'react';

interface ErrorViewProps {
  code: number;
  codeLabel: string;
  title: string;
  message: string;
  detail?: ReactNode;
  actions: ReactNode;
}

/** The error page body (ERR-01, ERR-02): status code, title, message and two ways out. */
export function ErrorView({ code, codeLabel, title, message, detail, actions }: ErrorViewProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <p className="text-7xl font-black text-brand" aria-label={codeLabel}>
        {code}
      </p>
      <h1 className="mt-4 text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-neutral-700">{message}</p>
      {detail}
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </section>
  );
}

export const PRIMARY_BUTTON =
  'inline-flex items-center justify-center rounded-full bg-brand px-6 py-3 text-sm font-semibold text-white hover:bg-brand-dark';
export const SECONDARY_BUTTON =
  'inline-flex items-center justify-center rounded-full border border-neutral-300 px-6 py-3 text-sm font-semibold text-neutral-900 hover:border-neutral-900';
