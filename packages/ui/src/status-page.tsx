import { useDocumentTitle } from './use-document-title';

export interface StatusPageProps {
  /** HTTP-style status: 404 is Page Not Found, anything else Internal Server Error. */
  status: number;
  /** What went wrong, in the user's words ("Page Not Found: /nope" or the error's message). */
  description: string;
}

/**
 * The error page every part of the product shows, so a 404 inside an area looks exactly like the shell's:
 * the status, its name as the heading and the description. Sets the document title.
 */
export function StatusPage({ status, description }: StatusPageProps) {
  const title = status === 404 ? 'Page Not Found' : 'Internal Server Error';
  useDocumentTitle(`${status} ${title}`);
  return (
    <section className="dh-page dh-status-page" data-status={status}>
      <p className="dh-status-page__status">{status}</p>
      <h1>{title}</h1>
      <p>{description}</p>
    </section>
  );
}
