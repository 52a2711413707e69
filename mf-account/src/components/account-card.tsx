import type { ReactNode } from 'react';
import { Icon, type IconName } from '@duality/ui';

/**
 * The frame of the log in, sign up and password pages: a centred card with a mark, the heading, a line of
 * welcome, the form, and the other ways (links of at least 44x44 px, in a nav).
 */
export function AccountCard({
  title,
  lede,
  icon = 'persona',
  links,
  children,
}: {
  title: string;
  lede?: ReactNode;
  icon?: IconName;
  links?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="account-page">
      <div className="account-card">
        <span className="account-mark">
          <Icon name={icon} size={28} />
        </span>
        <h1>{title}</h1>
        {lede && <p className="account-lede">{lede}</p>}
        {children}
        {links && (
          <nav className="account-links" aria-label="Account">
            {links}
          </nav>
        )}
      </div>
    </section>
  );
}
