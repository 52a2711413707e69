export interface ProblemListProps {
  problems: readonly string[];
}

/** What the step still needs, as a polite live list so a change is announced without stealing focus. */
export function ProblemList({ problems }: ProblemListProps) {
  return (
    <div className="builder-problems" aria-live="polite">
      {problems.length === 0 ? (
        <p className="builder-problems__done">This step is done.</p>
      ) : (
        <>
          <p className="builder-problems__title">Still needed:</p>
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
