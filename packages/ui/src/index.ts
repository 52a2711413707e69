export { ErrorPanel, type ErrorPanelProps } from './error-panel';
