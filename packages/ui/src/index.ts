export {
  Button,
  buttonClassName,
  type ButtonProps,
  type ButtonSize,
  type ButtonStyle,
  type ButtonVariant,
} from './button/button';
export { IconButton, type IconButtonProps } from './button/icon-button';
export { ConfirmDialog, preloadConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { Drawer, preloadDrawer, type DrawerProps } from './drawer';
export { ErrorPanel, type ErrorPanelProps } from './error-panel';
export { FormFooter, type FormFooterProps } from './forms/form-footer';
export { FormMessage, type FormMessageProps } from './forms/form-message';
export { TextField, type TextFieldProps } from './forms/text-field';
export { Icon, type IconProps } from './icons/icon';
export type { IconName } from './icons/icon-paths';
export { StatusPage, type StatusPageProps } from './status-page';
export { preloadToastView, ToastView, type ToastViewProps } from './toast-view';
export { useDocumentTitle } from './use-document-title';
