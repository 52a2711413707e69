// The styles are part of the entry, so the page links them from its <head> and the prerendered frame is
// styled at its first paint (imported from bootstrap, they would arrive with the JavaScript).
import '@duality/ui/styles.css';
import './app/shell.css';

// Async boundary: shared modules are negotiated with the federation runtime before any of them is used.
void import('./bootstrap');
