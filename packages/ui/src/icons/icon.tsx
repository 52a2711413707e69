import { iconPaths, type IconName } from './icon-paths';

export interface IconProps {
  name: IconName;
  /** Accessible name; without one the icon is decorative and hidden from assistive technology. */
  title?: string;
  size?: number;
  className?: string;
}

/** One icon of the fixed set, drawn in the current text colour. */
export function Icon({ name, title, size = 24, className }: IconProps) {
  const labelled = title !== undefined && title !== '';
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      data-icon={name}
      {...(labelled ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true, focusable: false })}
    >
      {labelled && <title>{title}</title>}
      {iconPaths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
