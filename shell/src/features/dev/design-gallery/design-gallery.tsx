import { GalleryControls } from './gallery-controls';
import { GalleryDisplay } from './gallery-display';
import { GalleryDomainCards } from './gallery-domain-cards';
import { GalleryPlay } from './gallery-play';
import { galleryStyles } from './gallery-styles';
import { GalleryTokens } from './gallery-tokens';

/**
 * The design system's gallery (/dev/design): every token and every state of every @duality/ui control on
 * one page, for designers and reviewers, and for the screenshots in docs/design. A lazy route of the
 * developer tools: its code and the controls' libraries load only when it is opened.
 */
export function DesignGallery() {
  return (
    <div className="dh-page shell-gallery">
      <style>{galleryStyles}</style>
      <h1>Design gallery</h1>
      <p>
        The tokens and controls of <code>@duality/ui</code>, each in every state. Tab through the page to see
        the focus ring; every target is at least 44 px.
      </p>
      <GalleryTokens />
      <GalleryControls />
      <GalleryPlay />
      <GalleryDisplay />
      <GalleryDomainCards />
    </div>
  );
}
