// The monolith's entry: the shell's own entry (its styles, the start-up documents requested at once) and its
// start-up, unchanged (its area loader is swapped at build time), with no async boundary between them:
// without federation there are no shared modules to negotiate first.
import '@monolith/shell-prelude';
import '@monolith/shell-bootstrap';
