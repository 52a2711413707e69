import { useLayoutEffect, useRef } from 'react';
import { Link } from '@duality/libs/router';
import type { StepInfo } from '../steps/step-list';
import { stepPath } from '../../../lib/paths';

export interface StepNavProps {
  steps: readonly StepInfo[];
  current: number;
  /** Which steps have nothing missing. */
  done: readonly boolean[];
}

/** The list of steps (any can be opened), the current one marked, and how many are done. */
export function StepNav({ steps, current, done }: StepNavProps) {
  const countable = steps.length - 1; // the review step is not a choice
  const finished = done.slice(0, countable).filter(Boolean).length;
  const list = useRef<HTMLOListElement>(null);
  const currentLink = useRef<HTMLAnchorElement>(null);
  useLayoutEffect(() => {
    // On a phone the steps are one strip that scrolls sideways inside itself: the current step is brought
    // to its middle (the strip alone scrolls, never the page).
    const strip = list.current;
    const link = currentLink.current;
    if (!strip || !link || strip.scrollWidth <= strip.clientWidth) return;
    strip.scrollLeft = link.offsetLeft - (strip.clientWidth - link.offsetWidth) / 2;
  }, [current]);
  return (
    <nav className="builder-steps" aria-label="Builder steps">
      <p className="builder-steps__progress">
        <span>
          Step {current + 1} of {steps.length} · {finished} of {countable} done
        </span>
        <progress max={countable} value={finished} aria-label="Steps done" />
      </p>
      <ol ref={list}>
        {steps.map((step, i) => (
          <li key={step.slug}>
            <Link
              ref={i === current ? currentLink : undefined}
              to={stepPath(step.slug)}
              aria-current={i === current ? 'step' : undefined}
              className={done[i] === true ? 'builder-steps__done' : undefined}
            >
              {step.title}
              {i < countable && (
                <span className="dh-visually-hidden">{done[i] === true ? ' (done)' : ' (to do)'}</span>
              )}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
