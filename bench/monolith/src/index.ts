// The monolith's entry: the shell's own start-up, unchanged (its area loader is swapped at build time).
import '@monolith/shell-bootstrap';
