import './globals.css';

// Paths the locale proxy never sees (file-like URLs) get a plain bilingual 404.
export default function GlobalNotFound() {
  return (
    <html lang="en-CA">
      <body className="font-sans">
        <title>Page Not Found</title>
        <main className="mx-auto max-w-xl px-6 py-24 text-center">
          <p className="text-7xl font-black text-brand">404</p>
          <h1 className="mt-4 text-3xl font-bold">Page Not Found</h1>
          <p className="mt-3">The page you are looking for does not exist.</p>
          <p lang="fr-CA" className="mt-6 text-neutral-700">
            Page non trouvée. La page que vous cherchez n&apos;existe pas.
          </p>
          {/* A full page load: this page lives outside the locale routing. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/" className="mt-8 inline-block rounded-full bg-brand px-6 py-3 font-semibold text-white">
            Go to Homepage / Aller à la page d&apos;accueil
          </a>
        </main>
      </body>
    </html>
  );
}
