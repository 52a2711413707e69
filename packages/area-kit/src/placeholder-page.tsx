import type { ReactElement } from 'react';

/**
 * A page for a route whose feature has not landed yet: its name and a sentence saying so. Areas replace
 * each one with the real page; nothing may depend on its markup.
 */
export function placeholderPage(title: string): (props: object) => ReactElement {
  function PlaceholderPage() {
    return (
      <section className="dh-page">
        <h1>{title}</h1>
        <p>This page is on its way.</p>
      </section>
    );
  }
  return PlaceholderPage;
}
