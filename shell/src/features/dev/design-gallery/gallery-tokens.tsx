import { DOMAINS } from '@duality/rules';
import { Badge } from '@duality/ui/controls';
import { domainIcons, Icon } from '@duality/ui/icons';

const roles = ['hope', 'fear', 'stress', 'hp', 'armor', 'success', 'danger', 'warning', 'info'] as const;
const classes = ['bard', 'druid', 'guardian', 'ranger', 'rogue', 'seraph', 'sorcerer', 'warrior', 'wizard'];
const typeScale = ['3xl', '2xl', 'xl', 'lg', 'md', 'sm', 'xs'] as const;

function Swatch({ token, name }: { token: string; name: string }) {
  return (
    <li className="shell-gallery__swatch">
      <span className="shell-gallery__chip" style={{ background: `var(${token})` }} aria-hidden="true" />
      <span
        className="shell-gallery__chip-soft"
        style={{ background: `var(${token}-soft)`, color: `var(${token})` }}
      >
        {name}
      </span>
      <code>{token}</code>
    </li>
  );
}

/** Colours with roles, the domains' and classes' colours, and the type scale. */
export function GalleryTokens() {
  return (
    <section aria-labelledby="gallery-tokens">
      <h2 id="gallery-tokens">Tokens</h2>
      <h3>Roles</h3>
      <ul className="shell-gallery__swatches">
        {roles.map((r) => (
          <Swatch
            key={r}
            token={`--dh-role-${r}`}
            name={r === 'hp' ? 'HP' : r[0]!.toUpperCase() + r.slice(1)}
          />
        ))}
      </ul>
      <h3>Domains</h3>
      <ul className="shell-gallery__swatches">
        {DOMAINS.map((d) => (
          <li key={d}>
            <Badge tone={{ kind: 'domain', name: d }} variant="solid" icon={domainIcons[d]}>
              {d[0]!.toUpperCase() + d.slice(1)}
            </Badge>{' '}
            <Badge tone={{ kind: 'domain', name: d }}>{d}</Badge>
          </li>
        ))}
      </ul>
      <h3>Classes</h3>
      <ul className="shell-gallery__swatches">
        {classes.map((c) => (
          <Swatch key={c} token={`--dh-class-${c}`} name={c[0]!.toUpperCase() + c.slice(1)} />
        ))}
      </ul>
      <h3>Type</h3>
      <p className="shell-gallery__display">Display face: Cinzel 700, for headings</p>
      <ul className="shell-gallery__type">
        {typeScale.map((size) => (
          <li key={size} style={{ fontSize: `var(--dh-text-${size})` }}>
            <code>--dh-text-{size}</code> The quick fox rolls with Hope
          </li>
        ))}
      </ul>
      <h3>Elevation and radii</h3>
      <ul className="shell-gallery__elevation">
        {[1, 2, 3].map((level) => (
          <li key={level} style={{ boxShadow: `var(--dh-shadow-${level})` }}>
            <Icon name="attributes" size={18} /> shadow {level}
          </li>
        ))}
      </ul>
    </section>
  );
}
