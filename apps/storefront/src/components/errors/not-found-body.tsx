import { Link } from '@/i18n/navigation';
import { ErrorView, PRIMARY_BUTTON } from './error-view';
import { GoBackButton } from './go-back-button';
import { RequestedPath } from './requested-path';

/** The 404 page's texts, already translated: the server view and the client product view resolve them differently. */
export interface NotFoundTexts {
  codeLabel: string;
  title: string;
  message: string;
  /** 'Page not found: {path}', with the placeholder kept for the requested path. */
  pathTemplate: string;
  goHome: string;
  goBack: string;
}

/** The 404 body (ERR-01): not indexed, the requested path, home and back. */
export function NotFoundBody({ texts }: { texts: NotFoundTexts }) {
  return (
    <>
      <meta name="robots" content="noindex" />
      <ErrorView
        code={404}
        codeLabel={texts.codeLabel}
        title={texts.title}
        message={texts.message}
        detail={<RequestedPath template={texts.pathTemplate} />}
        actions={
          <>
            <Link href="/" className={PRIMARY_BUTTON}>
              {texts.goHome}
            </Link>
            <GoBackButton label={texts.goBack} />
          </>
        }
      />
    </>
  );
}
