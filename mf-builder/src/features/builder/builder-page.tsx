import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from '@duality/libs/router';
import { deriveSheet } from '@duality/rules';
import { useCatalog, useDataStores } from '@duality/stores/react';
import type { AreaPageProps } from '@duality/area-kit';
import { Button, ConfirmDialog } from '@duality/ui';
import { LiveNumbers } from './components/live-numbers';
import { ProblemList } from './components/problem-list';
import { StepNav } from './components/step-nav';
import { SessionDraftOwner } from './draft/session-draft-owner';
import { useDraft } from './draft/use-draft';
import { STEPS, stepIndex } from './steps/step-list';
import { STEP_VIEWS } from './steps/step-views';
import { buildPath } from '@duality/platform';
import { stepPath } from '../../lib/paths';

/** /builder/:step: one step of the builder, with the step list, the live numbers and back / next. */
export function BuilderStepPage(props: AreaPageProps<{ step: string }>) {
  return (
    <SessionDraftOwner>
      <StepPage {...props} />
    </SessionDraftOwner>
  );
}

function StepPage({ params }: AreaPageProps<{ step: string }>) {
  const draft = useDraft();
  const catalog = useCatalog(useDataStores().catalog);
  const index = stepIndex(params.step);
  const { setPage } = draft;
  useEffect(() => {
    if (index >= 0) setPage(index);
  }, [index, setPage]);
  const sheet = useMemo(
    () => (catalog ? deriveSheet(draft.character, catalog) : null),
    [draft.character, catalog],
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    // Moving to another step puts focus on its heading, so keyboard and screen-reader users start there.
    if (firstRender.current) firstRender.current = false;
    else headingRef.current?.focus();
  }, [index]);
  if (index < 0) return <Navigate to={buildPath('/builder')} replace />;
  // The built-in content arrives after the area's code, and the draft's owner with the session: every step
  // needs both.
  if (!catalog || !sheet || !draft.loaded)
    return (
      <p className="dh-page" role="status">
        Loading…
      </p>
    );

  const step = STEPS[index]!;
  const View = STEP_VIEWS[step.slug];
  const done = STEPS.map((s) => s.problems(draft.character, catalog).length === 0);
  const previous = STEPS[index - 1];
  const next = STEPS[index + 1];
  return (
    <div className="builder">
      <div className="builder__top">
        <h1>Character Builder</h1>
        <NewCharacter onConfirm={draft.reset} />
      </div>
      {draft.setAsideMessage !== null && (
        <p role="alert" className="dh-form-message dh-form-message--error">
          {draft.setAsideMessage}
        </p>
      )}
      {draft.saveProblem !== null && (
        <p role="alert" className="dh-form-message dh-form-message--error">
          {draft.saveProblem}
        </p>
      )}
      <StepNav steps={STEPS} current={index} done={done} />
      {/* The step first, so that on a phone its content starts in the first screen; the numbers follow it
          (beside it from 1024 px). */}
      <section className="builder-step" aria-labelledby="builder-step-title">
        <h2 id="builder-step-title" ref={headingRef} tabIndex={-1}>
          {step.title}
        </h2>
        <p className="builder-step__intro">{step.intro}</p>
        <View draft={draft} catalog={catalog} />
        {step.slug !== 'review' && <ProblemList problems={step.problems(draft.character, catalog)} />}
      </section>
      <LiveNumbers character={draft.character} sheet={sheet} catalog={catalog} />
      <nav className="builder-pager" aria-label="Back and next">
        {previous !== undefined ? (
          <Button asChild variant="quiet">
            <Link to={stepPath(previous.slug)}>Back: {previous.title}</Link>
          </Button>
        ) : (
          <span />
        )}
        {next !== undefined && (
          <Button asChild>
            <Link to={stepPath(next.slug)}>Next: {next.title}</Link>
          </Button>
        )}
      </nav>
    </div>
  );
}

/**
 * /builder: resumes the draft at the step the player was on. `?redirect=` (from an invite page) is kept until
 * the character is saved, and the save goes there instead of to the new sheet.
 */
export function BuilderStartPage() {
  return (
    <SessionDraftOwner>
      <StartPage />
    </SessionDraftOwner>
  );
}

function StartPage() {
  const { currentPage, loaded, rememberReturnPath } = useDraft();
  const [search] = useSearchParams();
  const target = search.get('redirect');
  useEffect(() => rememberReturnPath(target), [rememberReturnPath, target]);
  if (!loaded)
    return (
      <p className="dh-page" role="status">
        Loading…
      </p>
    );
  const step = STEPS[currentPage] ?? STEPS[0]!;
  return <Navigate to={stepPath(step.slug)} replace />;
}

function NewCharacter({ onConfirm }: { onConfirm(): void }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <Button variant="quiet" size="compact" onClick={() => setOpen(true)}>
        New character
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Start a new character?"
        description="Your current draft will be lost: every choice goes back to the start."
        confirmLabel="Start over"
        onConfirm={() => {
          onConfirm();
          void navigate(stepPath(STEPS[0]!.slug));
        }}
      />
    </>
  );
}
