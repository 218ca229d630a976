import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTypescript,
  { ignores: ['.next/**', '.next-*/**', 'next-env.d.ts', 'public/**'] },
  {
    rules: {
      // Locale-aware navigation only (STYLE.md rule 9).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'next/link', message: 'Use Link from @/i18n/navigation so the locale prefix is kept.' },
            {
              name: 'next/navigation',
              importNames: ['redirect', 'permanentRedirect', 'useRouter', 'usePathname'],
              message: 'Use the locale-aware versions from @/i18n/navigation.',
            },
          ],
        },
      ],
    },
  },
];

export default config;
