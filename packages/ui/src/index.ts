export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { Drawer, isRightSwipe, type DrawerProps } from './drawer';
export { ErrorPanel, type ErrorPanelProps } from './error-panel';
export { FormFooter, type FormFooterProps } from './forms/form-footer';
export { FormMessage, type FormMessageProps } from './forms/form-message';
export { TextField, type TextFieldProps } from './forms/text-field';
export { Icon, type IconProps } from './icons/icon';
export { iconNames, iconPaths, type IconName } from './icons/icon-paths';
export { ToastView, type ToastViewProps } from './toast-view';
