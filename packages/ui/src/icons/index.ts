export {
  allIconNames,
  allIconPaths,
  domainIcons,
  Icon,
  traitIcons,
  type AnyIconName as IconName,
  type AnyIconProps as IconProps,
} from './full-icon';
