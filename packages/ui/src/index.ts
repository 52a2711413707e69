export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { Drawer, type DrawerProps } from './drawer';
export { ErrorPanel, type ErrorPanelProps } from './error-panel';
export { Icon, type IconProps } from './icons/icon';
export type { IconName } from './icons/icon-paths';
export { StatusPage, type StatusPageProps } from './status-page';
export { ToastView, type ToastViewProps } from './toast-view';
export { useDocumentTitle } from './use-document-title';
