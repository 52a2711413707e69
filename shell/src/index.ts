import './prelude';

// Async boundary: shared modules are negotiated with the federation runtime before any of them is used.
void import('./bootstrap');
