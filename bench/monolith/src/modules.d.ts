// The modules the monolith's config aliases to the apps' source folders. The apps type-check their own
// code; here the shell's entry and start-up are run for their effects and an area's lifecycles are checked when loaded
// (isAreaLifecycles), so both are opaque.
declare module '@monolith/shell-prelude';
declare module '@monolith/shell-bootstrap';
declare module '@monolith/area/*' {
  const lifecycles: unknown;
  export = lifecycles;
}
