// The design gallery's own layout (/dev/design), drawn by a <style> element of the gallery (the CSP allows
// inline styles). Not a .css import: the shell's only CSS chunk loaded on demand would put the CSS-chunk
// loader (about 0.5 KB gzip) into the shell's first-load JavaScript, for a developer page.
export const galleryStyles = `
.shell-gallery section {
  margin-top: var(--dh-space-6);
}
.shell-gallery h3 {
  margin: var(--dh-space-5) 0 var(--dh-space-2);
}
.shell-gallery__grid {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr));
  gap: var(--dh-space-4);
  align-items: start;
}
.shell-gallery__row {
  display: flex;
  flex-wrap: wrap;
  gap: var(--dh-space-2);
}
.shell-gallery__stack {
  display: grid;
  gap: var(--dh-space-4);
}
.shell-gallery__gap {
  margin-top: var(--dh-space-3);
}
.shell-gallery__native {
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--dh-space-1);
  font-weight: 600;
}
.shell-gallery__swatches {
  display: flex;
  flex-wrap: wrap;
  gap: var(--dh-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
}
.shell-gallery__swatch {
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: 0 var(--dh-space-2);
  min-width: 9.5rem;
}
.shell-gallery__swatch code {
  grid-column: 1 / -1;
  color: var(--dh-muted);
  font-size: var(--dh-text-xs);
}
.shell-gallery__chip {
  width: 1.5rem;
  height: 1.5rem;
  border-radius: var(--dh-radius-sm);
}
.shell-gallery__chip-soft {
  padding: 0.1rem 0.5rem;
  border-radius: var(--dh-radius-sm);
  font-weight: 700;
}
.shell-gallery__display {
  font-family: var(--dh-font-display);
  font-size: var(--dh-text-xl);
  font-weight: 700;
}
.shell-gallery__type,
.shell-gallery__elevation,
.shell-gallery__icons {
  margin: 0;
  padding: 0;
  list-style: none;
}
.shell-gallery__type code {
  display: inline-block;
  min-width: 8rem;
  color: var(--dh-muted);
  font-size: var(--dh-text-xs);
}
.shell-gallery__elevation {
  display: flex;
  flex-wrap: wrap;
  gap: var(--dh-space-4);
}
.shell-gallery__elevation li {
  display: flex;
  align-items: center;
  gap: var(--dh-space-2);
  padding: var(--dh-space-4);
  border-radius: var(--dh-radius-lg);
  background: var(--dh-surface);
}
.shell-gallery__icons {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(6.5rem, 1fr));
  gap: var(--dh-space-2);
}
.shell-gallery__icons li {
  display: grid;
  justify-items: center;
  gap: var(--dh-space-1);
  padding: var(--dh-space-2);
  border: 1px solid var(--dh-line);
  border-radius: var(--dh-radius);
  background: var(--dh-surface);
}
.shell-gallery__icons code {
  font-size: var(--dh-text-xs);
}
.shell-gallery fieldset + fieldset {
  margin-top: var(--dh-space-5);
}
`;
