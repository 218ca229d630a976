import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

// Locale-aware navigation only, so every link and redirect keeps the locale prefix (CONT-01).
const localeNavigation = [
  { name: 'next/link', message: 'Use Link from @/i18n/navigation so the locale prefix is kept.' },
  {
    name: 'next/navigation',
    importNames: ['redirect', 'permanentRedirect', 'useRouter', 'usePathname'],
    message: 'Use the locale-aware versions from @/i18n/navigation.',
  },
];

const config = [
  ...nextVitals,
  ...nextTypescript,
  { ignores: ['.next/**', '.next-*/**', 'next-env.d.ts', 'public/**', 'src/lib/*/generated/**'] },
  {
    rules: {
      'no-restricted-imports': ['error', { paths: localeNavigation }],
      // Configuration is validated once, in src/lib/config; everything else asks getEnv().
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through getEnv() from @/lib/config/env.' },
      ],
    },
  },
  {
    // Data flows from routes to lib and components, never back: what both need lives in lib/ or domain/.
    files: ['src/components/**', 'src/lib/**', 'src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: localeNavigation,
          patterns: [{ regex: '^(@/app|(\\.\\./)+app)(/|$)', message: 'Move what you need from app/ into lib/ or domain/.' }],
        },
      ],
    },
  },
  {
    // Server code logs through the logger (JSON lines, request ids, redaction: src/lib/observability/logger.ts);
    // the browser's own error boundaries keep the console.
    files: ['src/lib/**', 'src/app/**', 'src/proxy.ts', 'src/instrumentation.ts'],
    ignores: ['src/app/**/error.tsx', 'src/app/global-error.tsx', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-console': 'error' },
  },
  {
    // The config module itself, Next's build settings, Next's runtime switch, and tests that start processes.
    files: ['src/lib/config/**', 'next.config.ts', 'vitest.config.ts', 'src/instrumentation.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-properties': 'off' },
  },
];

export default config;
