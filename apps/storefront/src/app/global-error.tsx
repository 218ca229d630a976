'use client';

import './globals.css';

// Last resort when the root layout itself fails: no translations are available here.
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en-CA">
      <body className="font-sans">
        <title>An error occurred</title>
        <main className="mx-auto max-w-xl px-6 py-24 text-center">
          <p className="text-7xl font-black text-brand">500</p>
          <h1 className="mt-4 text-3xl font-bold">Something went wrong</h1>
          <p className="mt-3">An unexpected error occurred.</p>
          <p lang="fr-CA" className="mt-2 text-neutral-700">
            Une erreur s&apos;est produite. Une erreur inattendue s&apos;est produite.
          </p>
          <div className="mt-8 flex justify-center gap-3">
            <button
              type="button"
              onClick={() => {
                reset();
                // A full reload: the root layout itself failed, so client navigation cannot help.
                // eslint-disable-next-line @next/next/no-location-assign-relative-destination
                window.location.assign('/');
              }}
              className="rounded-full bg-brand px-6 py-3 font-semibold text-white"
            >
              Go to Homepage
            </button>
            <button type="button" onClick={() => window.history.back()} className="rounded-full border px-6 py-3 font-semibold">
              Go to Previous Page
            </button>
          </div>
        </main>
      </body>
    </html>
  );
}
